import { nfl } from "@tl/site-config/sites/nfl";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(nfl);
