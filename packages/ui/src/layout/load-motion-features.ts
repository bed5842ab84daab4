// framer-motion's animation features (domAnimation) for LazyMotion in app/data-layer.tsx,
// loaded on demand. AppRoutes starts this load along with the data layer's chunk, and once the
// first page of a visit shows, so a data screen's cards never wait for it longer than before.
export const loadMotionFeatures = () => import("./motion-features").then((module) => module.default);
