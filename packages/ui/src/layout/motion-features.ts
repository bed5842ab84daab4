// Loaded on demand by LazyMotion so animation code stays out of the first download.
import { domAnimation } from "framer-motion";

export default domAnimation;
