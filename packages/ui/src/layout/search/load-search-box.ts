// The header search box's chunk (TanStack Query and the combobox), fetched after the first paint
// or when the visitor reaches for the box: Home's first download does not carry it (issue #17).
export const loadSearchBox = () => import("./search-box");
