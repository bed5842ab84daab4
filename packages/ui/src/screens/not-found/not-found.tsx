import { SearchX } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { buttonVariants } from "../../components/button";
import { Page } from "../../components/page";
import { useSite } from "../../site/site-context";

export function NotFoundScreen() {
  const { pathname } = useLocation();
  const { site } = useSite();
  return (
    <Page>
      <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
        <SearchX aria-hidden className="mb-6 size-14 text-primary-600" />
        <p className="text-sm font-semibold tracking-widest text-primary-700 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
        <p className="mt-4 text-muted">
          There is no page at <code className="rounded bg-primary-50 px-1.5 py-0.5 text-ink">{pathname}</code> on {site.name}. It may have
          moved, or the address may be mistyped.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonVariants()}>
            Back to home
          </Link>
          <Link to="/championships" className={buttonVariants({ variant: "secondary" })}>
            Browse championships
          </Link>
        </div>
      </section>
    </Page>
  );
}
