// A data source as the API may send it (/api/meta/sources/): the contract's item made permissive.
import { dataSource } from "@tl/contract/meta";
import type { z } from "zod/mini";
import { relaxed } from "../shared/relax";

export const rawDataSourceSchema = relaxed(dataSource);

export type RawDataSource = z.infer<typeof rawDataSourceSchema>;
