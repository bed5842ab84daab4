// Colour scales the site themes are built from (shades 50 … 950, spec §3).
// Values are the familiar Tailwind palette, so designers can reason about them by name.
import type { ColorScale } from "./types";

const scale = (...hex: [string, string, string, string, string, string, string, string, string, string, string]): ColorScale => ({
  50: hex[0],
  100: hex[1],
  200: hex[2],
  300: hex[3],
  400: hex[4],
  500: hex[5],
  600: hex[6],
  700: hex[7],
  800: hex[8],
  900: hex[9],
  950: hex[10],
});

export const palettes = {
  slate: scale("#f8fafc", "#f1f5f9", "#e2e8f0", "#cbd5e1", "#94a3b8", "#64748b", "#475569", "#334155", "#1e293b", "#0f172a", "#020617"),
  red: scale("#fef2f2", "#fee2e2", "#fecaca", "#fca5a5", "#f87171", "#ef4444", "#dc2626", "#b91c1c", "#991b1b", "#7f1d1d", "#450a0a"),
  orange: scale("#fff7ed", "#ffedd5", "#fed7aa", "#fdba74", "#fb923c", "#f97316", "#ea580c", "#c2410c", "#9a3412", "#7c2d12", "#431407"),
  amber: scale("#fffbeb", "#fef3c7", "#fde68a", "#fcd34d", "#fbbf24", "#f59e0b", "#d97706", "#b45309", "#92400e", "#78350f", "#451a03"),
  green: scale("#f0fdf4", "#dcfce7", "#bbf7d0", "#86efac", "#4ade80", "#22c55e", "#16a34a", "#15803d", "#166534", "#14532d", "#052e16"),
  emerald: scale("#ecfdf5", "#d1fae5", "#a7f3d0", "#6ee7b7", "#34d399", "#10b981", "#059669", "#047857", "#065f46", "#064e3b", "#022c22"),
  teal: scale("#f0fdfa", "#ccfbf1", "#99f6e4", "#5eead4", "#2dd4bf", "#14b8a6", "#0d9488", "#0f766e", "#115e59", "#134e4a", "#042f2e"),
  cyan: scale("#ecfeff", "#cffafe", "#a5f3fc", "#67e8f9", "#22d3ee", "#06b6d4", "#0891b2", "#0e7490", "#155e75", "#164e63", "#083344"),
  sky: scale("#f0f9ff", "#e0f2fe", "#bae6fd", "#7dd3fc", "#38bdf8", "#0ea5e9", "#0284c7", "#0369a1", "#075985", "#0c4a6e", "#082f49"),
  blue: scale("#eff6ff", "#dbeafe", "#bfdbfe", "#93c5fd", "#60a5fa", "#3b82f6", "#2563eb", "#1d4ed8", "#1e40af", "#1e3a8a", "#172554"),
  indigo: scale("#eef2ff", "#e0e7ff", "#c7d2fe", "#a5b4fc", "#818cf8", "#6366f1", "#4f46e5", "#4338ca", "#3730a3", "#312e81", "#1e1b4b"),
  violet: scale("#f5f3ff", "#ede9fe", "#ddd6fe", "#c4b5fd", "#a78bfa", "#8b5cf6", "#7c3aed", "#6d28d9", "#5b21b6", "#4c1d95", "#2e1065"),
  purple: scale("#faf5ff", "#f3e8ff", "#e9d5ff", "#d8b4fe", "#c084fc", "#a855f7", "#9333ea", "#7e22ce", "#6b21a8", "#581c87", "#3b0764"),
  rose: scale("#fff1f2", "#ffe4e6", "#fecdd3", "#fda4af", "#fb7185", "#f43f5e", "#e11d48", "#be123c", "#9f1239", "#881337", "#4c0519"),
} as const satisfies Record<string, ColorScale>;

/**
 * spec §3: three gradients at 135°, primary to secondary, secondary to accent, accent to primary.
 * Each runs between these two scales at GRADIENT_SHADE. White text sits on them (Home's figures
 * and call to action, the logo), and 700 is the lightest shade at which every palette above keeps
 * white text at 4.5:1 or more (at 600 amber, green and orange fall to 3.2–3.6:1).
 * packages/ui/src/styles/app.css writes the same gradients; a test there holds it to this.
 */
export const GRADIENT_SHADE = 700;
export const GRADIENTS = {
  primary: ["primary", "secondary"],
  secondary: ["secondary", "accent"],
  accent: ["accent", "primary"],
} as const satisfies Record<string, readonly ["primary" | "secondary" | "accent", "primary" | "secondary" | "accent"]>;
