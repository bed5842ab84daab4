// How a champion is chosen, as the curated facts in packages/facts/src/curated record it (README
// "Data"): the title of each league, the college football eras, and which source wins where
// two overlap. Static text: these are rules, not data, and every statement is true of the
// facts the API serves.
const TITLES = [
  ["NFL", "the Super Bowl winner, from the 1966 season"],
  ["NBA", "the NBA Finals winner, from the league's first season as the BAA (1946-47)"],
  ["MLB", "the World Series winner, from 1903"],
  ["NHL", "the Stanley Cup winner, from the NHL's first season (1917-18)"],
  ["College basketball", "the NCAA men's tournament champion, from 1938-39"],
  ["College baseball", "the Men's College World Series champion, from 1947"],
  ["College hockey", "the NCAA men's ice hockey champion (the Frozen Four), from 1947-48"],
] as const;

export function ChampionRules() {
  return (
    <section aria-labelledby="champion-rules-heading" className="mb-12 max-w-3xl">
      <h2 id="champion-rules-heading" className="mb-4 text-2xl font-bold">
        How champions are chosen
      </h2>
      <div className="space-y-4 text-ink">
        <p>Each title&apos;s champion is the winner of its deciding final:</p>
        <ul className="list-disc space-y-1 pl-6">
          {TITLES.map(([league, rule]) => (
            <li key={league}>
              <span className="font-semibold">{league}:</span> {rule}.
            </li>
          ))}
        </ul>
        <p>
          <span className="font-semibold">College football</span> had no deciding game before the College Football Playoff, so its champion
          is the AP poll champion from 1936 to 1997, the BCS champion (the winner of the BCS National Championship Game) from 1998 to 2013,
          and the College Football Playoff champion from the 2014 season.
        </p>
        <p>
          Seasons without a champion say so: there was no World Series in 1904 or 1994, no Stanley Cup in 1918-19 or 2004-05, and no NCAA
          tournaments in 2019-20.
        </p>
        <p>
          <span className="font-semibold">Curated facts are the source of truth.</span> Where our hand-checked championship facts and an
          imported dataset cover the same thing, the curated facts win: importers never overwrite them, and a dataset&apos;s copy of a
          championship game we already hold is not loaded again. Every champion is cross-checked against the public datasets where they
          overlap. When a dataset disagrees and is wrong, the disagreement is recorded as a named exception with its reason (for example,
          the Hockey Databank lists the 1919-20 Stanley Cup Final with winner and loser swapped; Ottawa won it 3–2), and our facts are never
          changed to match.
        </p>
      </div>
    </section>
  );
}
