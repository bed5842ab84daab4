import { cva, type VariantProps } from "class-variance-authority";

/** Button styles, shared by <button>s and links that look like buttons. */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        // 700, not 600: white on some sites' 600 (NHL blue) is below the 4.5:1 contrast AA asks.
        primary: "bg-primary-700 text-white shadow-sm hover:bg-primary-800",
        secondary: "border border-primary-200 bg-surface text-primary-700 hover:bg-primary-50",
        inverse: "bg-white text-primary-800 shadow-sm hover:bg-primary-50",
        ghost: "text-primary-700 hover:bg-primary-50",
      },
      size: {
        md: "px-4 py-2 text-sm",
        lg: "px-6 py-3 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
