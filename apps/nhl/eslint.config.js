import react from "@tl/eslint-config/react";
import { layered } from "@tl/eslint-config/layers";

export default layered(react, import.meta.dirname);
