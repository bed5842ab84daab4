// Story tests (the "storybook" Vitest project) assert what a story shows, not how it animates:
// cards fade in one after another, and an assertion made mid-fade would see them transparent.
// Storybook itself, where designers look, keeps every animation.
import { MotionGlobalConfig } from "framer-motion";

MotionGlobalConfig.skipAnimations = true;
