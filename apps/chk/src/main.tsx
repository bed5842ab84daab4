import { chk } from "@tl/site-config/sites/chk";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(chk);
