import base from "@tl/eslint-config/base";

export default base;
