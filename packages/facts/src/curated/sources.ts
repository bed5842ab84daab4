// Our own curated facts are a data source like any other, with a licence and an attribution.
export const CURATED_SOURCE = {
  slug: "title-ledger-curated",
  name: "Title Ledger curated championship facts",
  url: null,
  licence: "CC BY 4.0",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
  attribution: "Championship facts compiled by Title Ledger from public records of each league and the NCAA.",
  notes: "Written by hand: the curated fact tables of Title Ledger's facts package; the source of truth where it overlaps an imported dataset.",
} as const;
