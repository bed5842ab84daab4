// The host-switch app: picks the site from the visitor's host at run time (hub when unknown).
import { resolveSite } from "@tl/site-config/resolve";
import { mountSite } from "@tl/ui/app";
import "@tl/ui/styles.css";

mountSite(resolveSite(window.location.host));
