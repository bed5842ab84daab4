// One data source (/api/meta/sources/): its licence with a link, the attribution the licence
// requires shown in full, coverage per league, rows loaded and rejected, the last import and
// the importer's notes (one line per kind of rejected row).
import { formatCount } from "@tl/data/shared";
import { formatImportedAt, type DataSource } from "@tl/data/meta";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Detail } from "../../../components/expandable";

/** Notes shown before the rest fold away (the Hockey Databank writes about forty lines). */
const NOTES_SHOWN = 3;

// wrap-anywhere: a long licence name ("Creative Commons Attribution 4.0 International (CC BY 4.0)")
// wraps inside its half-width column at 320 px instead of running out of it.
function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-semibold wrap-anywhere text-primary-700 underline-offset-2 hover:underline"
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function Notes({ notes }: { notes: string[] }) {
  const shown = notes.slice(0, NOTES_SHOWN);
  const rest = notes.slice(NOTES_SHOWN);
  const lines = (items: string[]) => (
    <ul className="list-disc space-y-0.5 pl-5 text-sm text-muted">
      {items.map((note, index) => (
        <li key={`${String(index)}-${note}`}>{note}</li>
      ))}
    </ul>
  );
  return (
    <div>
      <h4 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Notes</h4>
      {lines(shown)}
      {rest.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm font-semibold text-primary-700">Show {rest.length} more</summary>
          {lines(rest)}
        </details>
      )}
    </div>
  );
}

export function SourceCard({ source }: { source: DataSource }) {
  const headingId = `source-${source.key}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {source.name}
        </h3>
        {source.url && <OutLink href={source.url}>Source website</OutLink>}
      </header>
      <dl className="grid grid-cols-2 gap-4">
        <Detail label="Licence">{source.licenceUrl ? <OutLink href={source.licenceUrl}>{source.licence}</OutLink> : source.licence}</Detail>
        <Detail label="Rows loaded">{formatCount(source.rowsLoaded)}</Detail>
        <Detail label="Rows rejected">{formatCount(source.rowsRejected)}</Detail>
        <Detail label="Last import">{formatImportedAt(source.importedAt)}</Detail>
      </dl>
      <div>
        <h4 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Attribution</h4>
        {/* The licence requires this text as written: shown in full, never shortened. */}
        <blockquote className="border-l-4 border-primary-300 bg-primary-50 px-4 py-2 text-sm wrap-anywhere text-ink">
          {source.attribution ?? "N/A"}
        </blockquote>
      </div>
      <div>
        <h4 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Coverage</h4>
        {source.coverage.length > 0 ? (
          <ul aria-label={`Coverage of ${source.name}`} className="flex flex-wrap gap-2 text-sm">
            {source.coverage.map((entry) => (
              <li key={entry.league} className="rounded-lg border border-line px-2 py-1">
                <span className="font-semibold">{entry.label}</span> <span className="text-muted tabular-nums">{entry.years}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">N/A</p>
        )}
      </div>
      {source.notes.length > 0 && <Notes notes={source.notes} />}
    </article>
  );
}
