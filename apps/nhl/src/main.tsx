import { nhl } from "@tl/site-config/sites/nhl";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(nhl);
