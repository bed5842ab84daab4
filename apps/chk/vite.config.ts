import { siteViteConfig } from "@tl/vite-config";

export default siteViteConfig({ site: "chk" });
