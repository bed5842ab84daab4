import { Link } from "react-router-dom";
import { buttonVariants } from "../../../components/button";
import { Page } from "../../../components/page";
import { PageHeader } from "../../../components/page-header";

/** An unknown slug (the API answered 404) is a page of its own, not an error to retry. */
export function TeamNotFound({ slug }: { slug: string }) {
  return (
    <Page>
      <PageHeader title="Team Not Found" />
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-surface p-8">
        <p className="text-lg">
          We do not track a team called <code className="rounded bg-canvas px-1.5 py-0.5 text-base font-semibold break-all">{slug}</code>.
        </p>
        <Link to="/teams" className={buttonVariants({ variant: "secondary" })}>
          Back to teams
        </Link>
      </div>
    </Page>
  );
}
