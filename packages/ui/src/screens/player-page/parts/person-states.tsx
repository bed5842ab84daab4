// A person page's states before it has its person (the player and coach pages share them): the
// spinner while the call is out, the error with Retry, an unknown slug's not-found page.
import { isNotFound } from "@tl/data/shared";
import { EntityNotFound } from "../../../components/entity-not-found";
import { Page } from "../../../components/page";
import { PageHeader } from "../../../components/page-header";
import { PageSpinner } from "../../../components/page-spinner";
import { ErrorPanel } from "../../../components/status-panels";
import { BackLink } from "./back-link";

export interface PersonRole {
  /** "player", "coach". */
  noun: "player" | "coach";
  /** "/players", "/coaches". */
  list: string;
}

interface Query {
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** The page while its person is not there: not found, failed, or loading. */
export function PersonStates({ role, slug, query }: { role: PersonRole; slug: string; query: Query }) {
  const plural = role.list.slice(1);
  if (isNotFound(query.error)) return <EntityNotFound noun={role.noun} slug={slug} backTo={role.list} backLabel={plural} />;
  const title = role.noun === "player" ? "Player" : "Coach";
  return (
    <Page>
      <BackLink to={role.list}>{`All ${plural}`}</BackLink>
      <PageHeader title={`${title} Details`} />
      {query.error ? (
        <ErrorPanel
          title={`Error Loading ${title}`}
          error={query.error}
          onRetry={() => {
            void query.refetch();
          }}
        />
      ) : (
        <PageSpinner label={`Loading the ${role.noun}`} />
      )}
    </Page>
  );
}
