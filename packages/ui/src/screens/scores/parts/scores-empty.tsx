// Why the game list is empty, and the ways out of an empty date window (issue #13): the
// latest season we hold games of, and all dates (newest first, so the latest day on top).
import type { SeasonChoice } from "@tl/data/season-options";
import { buttonVariants } from "../../../components/button";

export function ScoresEmpty(props: {
  text: string;
  datedRange: boolean;
  latestSeason: SeasonChoice | null;
  onShowAllDates: () => void;
  onShowSeason: (season: string) => void;
}) {
  const { text, datedRange, latestSeason, onShowAllDates, onShowSeason } = props;
  if (!datedRange) return <>{text}</>;
  return (
    <>
      <p>{text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {latestSeason && (
          <button
            type="button"
            className={buttonVariants({ variant: "primary" })}
            onClick={() => {
              onShowSeason(latestSeason.value);
            }}
          >
            Show the {latestSeason.label} season
          </button>
        )}
        <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={onShowAllDates}>
          Show all dates
        </button>
      </div>
    </>
  );
}
