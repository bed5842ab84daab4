import { mlb } from "@tl/site-config/sites/mlb";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(mlb);
