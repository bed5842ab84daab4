// Issue #15: the Scores list opened from a championship's history shows one final's games.
// Say so above the list (the filter has no dropdown of its own), and offer every game again.
import { buttonVariants } from "../../../components/button";

export function FinalNotice(props: { championship: string | null; season: string | null; onShowAll: () => void }) {
  const { championship, season, onShowAll } = props;
  const what = championship ?? "Championship final";
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4"
    >
      <p className="text-sm font-semibold text-accent-900">
        Showing the games of the {what}
        {season === null ? "" : ` (${season} season)`}.
      </p>
      <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={onShowAll}>
        Show every game
      </button>
    </div>
  );
}
