import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";

/**
 * Small coloured labels: sport, level, statuses, playoff positions (spec §4 colours).
 * Tones are semantic tokens, so every site's theme recolours them.
 */
// A badge wider than its row (a long award name on a phone) wraps inside itself rather than
// running past the card.
export const badgeVariants = cva("inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold break-words", {
  variants: {
    tone: {
      primary: "bg-primary-100 text-primary-800",
      secondary: "bg-secondary-100 text-secondary-800",
      accent: "bg-accent-100 text-accent-900",
      success: "bg-success-soft text-success",
      warning: "bg-warning-soft text-warning",
      danger: "bg-danger-soft text-danger",
      neutral: "bg-slate-100 text-slate-700",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({ tone, children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={badgeVariants({ tone })}>{children}</span>;
}
