import type { PlayerPage } from "@tl/data/players";
import { formatCount, formatDate } from "@tl/data/shared";
import { Detail } from "../../../components/expandable";

function draftText(draft: PlayerPage["draft"]): string {
  if (draft === null) return "N/A";
  const parts = [draft.year === null ? null : String(draft.year), draft.round === null ? null : `round ${String(draft.round)}`];
  if (draft.pick !== null) parts.push(`pick ${String(draft.pick)}`);
  return parts.filter(Boolean).join(", ");
}

/** The bio (issue #16): born, died, birthplace, college, draft, height, weight, position, years. */
export function PlayerBio({ player }: { player: PlayerPage }) {
  const { person } = player;
  const born = [person.birthDate ? formatDate(person.birthDate) : null, person.birthPlace].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="bio-heading" className="mb-10 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="bio-heading" className="mb-4 text-2xl font-bold">
        Bio
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Detail label="Born">{born || "N/A"}</Detail>
        {player.deathDate ? (
          <Detail label="Died">{formatDate(player.deathDate)}</Detail>
        ) : (
          <Detail label="Age">{person.age ?? "N/A"}</Detail>
        )}
        <Detail label="Position">{player.position}</Detail>
        <Detail label="Years">{player.years ?? "N/A"}</Detail>
        <Detail label="Height">{player.height ?? "N/A"}</Detail>
        <Detail label="Weight">{player.weight === null ? "N/A" : `${String(player.weight)} lb`}</Detail>
        <Detail label="College">{player.college ?? "N/A"}</Detail>
        <Detail label="Draft">{draftText(player.draft)}</Detail>
        <Detail label="Titles">{formatCount(player.championships)}</Detail>
        <Detail label="All-Star selections">{formatCount(player.allStarSelections)}</Detail>
      </dl>
    </section>
  );
}
