import { EntityNotFound } from "../../../components/entity-not-found";

/** An unknown slug (the API answered 404) is a page of its own, not an error to retry. */
export const TeamNotFound = ({ slug }: { slug: string }) => <EntityNotFound noun="team" slug={slug} backTo="/teams" backLabel="teams" />;
