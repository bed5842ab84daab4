// The references nested in many raw shapes (spec §3), derived from the contract's.
import { sportRef } from "@tl/contract/refs";
import { z } from "zod/mini";
import { maybe } from "./loose";
import { relaxed } from "./relax";

/** A sport or league as `{ name, slug, abbreviation }` (every part may be missing); a level is the same without the abbreviation. */
export const rawRef = relaxed(sportRef);

/** A contract object, or (spec §3: a looser API) its name as plain text. */
export const orText = <T extends z.core.SomeType>(schema: T) => maybe(z.union([z.string(), schema]));
