// The mobile menu's chunk (framer-motion included), fetched on demand. No framer-motion here:
// the shell imports this.
export const loadMobileMenu = () => import("./mobile-menu");
