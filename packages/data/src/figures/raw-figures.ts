// Home's figures as the API may send them (/api/meta/figures/): the contract's item made permissive.
import { siteFigures } from "@tl/contract/meta";
import type { z } from "zod/mini";
import { relaxed } from "../shared/relax";

export const rawFiguresSchema = relaxed(siteFigures);

export type RawFigures = z.infer<typeof rawFiguresSchema>;
