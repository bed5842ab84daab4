// Every notice our sources' licences require, word for word and for every sport (issue #15
// point 10): the footer shows a site's own; this page shows them all, Retrosheet's among them.
import { DATA_ATTRIBUTIONS } from "../../../layout/attributions";

export function CreditsSection() {
  return (
    <section aria-labelledby="credits-heading" className="mb-12">
      <h2 id="credits-heading" className="mb-2 text-2xl font-bold">
        Required notices
      </h2>
      <p className="mb-6 max-w-3xl text-muted">Each source's licence asks for this notice wherever its data is shown.</p>
      <dl className="grid gap-4 lg:grid-cols-2">
        {DATA_ATTRIBUTIONS.map((credit) => (
          <div key={credit.source} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
            <dt className="font-semibold text-ink">
              {credit.source} <span className="text-sm font-normal text-muted">({credit.licence})</span>
            </dt>
            <dd className="mt-2 border-l-4 border-primary-300 bg-primary-50 px-4 py-2 text-sm wrap-anywhere text-ink">{credit.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
