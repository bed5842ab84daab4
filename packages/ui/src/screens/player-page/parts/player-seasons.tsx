import { rowsByKind, usePlayerSeasons, type PlayerPage } from "@tl/data/players";
import type { PersonHome } from "./person-links";
import { PersonSeasons } from "./person-seasons";
import { KIND_TITLES } from "./stat-kinds";
import { StatTable } from "./stat-table";

/** The season-by-season tables, one per kind he has: their own call, so they load and fail apart from the bio. */
export function PlayerSeasons({ player, home }: { player: PlayerPage; home: PersonHome }) {
  const name = player.person.fullName;
  return (
    <PersonSeasons seasons={usePlayerSeasons(player.slug)} empty={`We hold no season statistics of ${name}.`}>
      {(rows) =>
        rowsByKind(rows, player.position).map(({ kind, rows: kindRows }) => (
          <section key={kind} aria-labelledby={`${kind}-heading`} className="mb-8">
            <h3 id={`${kind}-heading`} className="mb-2 text-xl font-semibold">
              {KIND_TITLES[kind]}
            </h3>
            <StatTable name={name} kind={kind} rows={kindRows} home={home} />
          </section>
        ))
      }
    </PersonSeasons>
  );
}
