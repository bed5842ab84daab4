import { cbb } from "@tl/site-config/sites/cbb";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(cbb);
