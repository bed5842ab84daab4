// `@tl/data/figures`: Home's figures.
export { FIGURES_PATH, figuresQueryOptions, useFigures } from "./get-figures";
export { normaliseFigures, type Figures } from "./normalise-figures";
export { rawFiguresSchema, type RawFigures } from "./raw-figures";
