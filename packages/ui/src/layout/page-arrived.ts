import { createContext } from "react";

/**
 * Whether the page on screen was navigated to (true) or is the first page of the visit (false).
 * The card grids' cards (card-grid.tsx) animate in on a page navigated to and appear at rest on
 * the first page, as the page itself does. No framer-motion here: the shell imports this.
 */
export const PageArrived = createContext(false);
