import base from "@tl/eslint-config/base";
import { layered } from "@tl/eslint-config/layers";

export default layered(base, import.meta.dirname);
