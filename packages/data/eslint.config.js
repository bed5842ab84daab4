import react from "@tl/eslint-config/react";

export default react;
