// Runtime guard for site configurations. Used by tests and by the Vite factory at build
// time, so a malformed site fails the build; the browser bundle never ships zod.
import { z } from "zod";
import { LEVELS, SHADES, SPORTS, type SiteConfig } from "./types";

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour");

const colorScale = z
  .object(Object.fromEntries(SHADES.map((shade) => [shade, hexColour])) as Record<`${(typeof SHADES)[number]}`, typeof hexColour>)
  .strict();

const host = z
  .string()
  .min(1)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, "must be a lower-case host name, optionally with :port");

export const siteConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lower-case slug"),
    name: z.string().min(1),
    shortName: z.string().min(1),
    description: z.string().min(20),
    keywords: z.array(z.string().min(1)).min(1),
    sport: z.enum(SPORTS),
    level: z.enum(LEVELS),
    theme: z.object({ primary: colorScale, secondary: colorScale, accent: colorScale }).strict(),
    hosts: z.object({ bare: host, www: host, local: host }).strict(),
    championship: z.object({ slug: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1) }).nullable(),
  })
  .strict()
  .refine((site) => (site.sport === "none") === (site.level === "none"), {
    message: "sport and level are either both set or both 'none'",
    path: ["level"],
  })
  .refine((site) => (site.sport === "none") === (site.championship === null), {
    message: "a sport site names its championship; the hub names none",
    path: ["championship"],
  });

/** Parse a site, throwing a readable error naming the site and the bad fields. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (!result.success) {
    const id = typeof input === "object" && input !== null && "id" in input ? String(input.id) : "(unknown)";
    throw new Error(`Invalid site config '${id}':\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
