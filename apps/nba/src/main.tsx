import { nba } from "@tl/site-config/sites/nba";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(nba);
