// framer-motion's animation features (domAnimation) for the LazyMotion of the page transition
// (animated-pages.tsx) and the mobile menu, loaded on demand: AppRoutes starts this load once the
// first page of a visit shows. The cards' and panels' motion parts carry their own (motion-parts.tsx).
export const loadMotionFeatures = () => import("./motion-features").then((module) => module.default);
