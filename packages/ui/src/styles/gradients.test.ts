// The stylesheet's three gradients are the ones the site-config contrast test checks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GRADIENT_SHADE, GRADIENTS } from "@tl/site-config/palettes";
import { describe, expect, it } from "vitest";

// Read from disk: Vitest hands stylesheets to tests as empty modules.
const css = readFileSync(join(import.meta.dirname, "app.css"), "utf8");

describe("app.css gradients (spec §3)", () => {
  it.each(Object.entries(GRADIENTS))("--gradient-%s runs between the scales and shade site-config declares", (name, [from, to]) => {
    const declared = new RegExp(`--gradient-${name}:\\s*([^;]+);`).exec(css)?.[1];
    expect(declared).toBe(
      `linear-gradient(135deg, var(--color-${from}-${String(GRADIENT_SHADE)}), var(--color-${to}-${String(GRADIENT_SHADE)}))`,
    );
  });
});
