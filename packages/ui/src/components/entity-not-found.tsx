import { Link } from "react-router-dom";
import { buttonVariants } from "./button";
import { Page } from "./page";
import { PageHeader } from "./page-header";

export interface EntityNotFoundProps {
  /** What the page was for, in lower case: "team", "championship", "player", "coach". */
  noun: string;
  /** The slug the visitor asked for, shown as given. */
  slug: string;
  /** The list to go back to: "/teams". */
  backTo: string;
  /** That list's name: "teams" makes "Back to teams". */
  backLabel: string;
}

const capitalised = (noun: string) => noun.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());

/**
 * An entity page's unknown slug (the API answered 404 `{"detail": "Not found."}`): a page of its
 * own with a way back to the list, not an error to retry. One for every entity page (issue #16).
 */
export function EntityNotFound({ noun, slug, backTo, backLabel }: EntityNotFoundProps) {
  return (
    <Page>
      <PageHeader title={`${capitalised(noun)} Not Found`} />
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-surface p-8">
        <p className="text-lg">
          We do not track a {noun} called <code className="rounded bg-canvas px-1.5 py-0.5 text-base font-semibold break-all">{slug}</code>.
        </p>
        <Link to={backTo} className={buttonVariants({ variant: "secondary" })}>
          Back to {backLabel}
        </Link>
      </div>
    </Page>
  );
}
