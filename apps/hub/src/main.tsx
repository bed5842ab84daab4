import { hub } from "@tl/site-config/sites/hub";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(hub);
