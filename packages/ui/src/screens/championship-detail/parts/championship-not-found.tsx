import { EntityNotFound } from "../../../components/entity-not-found";

/** An unknown slug (the API answered 404) is a page of its own, not an error to retry. */
export const ChampionshipNotFound = ({ slug }: { slug: string }) => (
  <EntityNotFound noun="championship" slug={slug} backTo="/championships" backLabel="championships" />
);
