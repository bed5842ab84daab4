import { cbs } from "@tl/site-config/sites/cbs";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(cbs);
