import { cfb } from "@tl/site-config/sites/cfb";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(cfb);
