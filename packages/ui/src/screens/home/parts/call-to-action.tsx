import { BRAND_DOMAIN } from "@tl/site-config/brand";
import { CalendarCheck } from "lucide-react";
import { buttonVariants } from "../../../components/button";
import { notify } from "../../../components/notify";
import { useSite } from "../../../site/site-context";

export const DEMO_EMAIL = `demo@${BRAND_DOMAIN}`;

/** 'Schedule a Demo' writes an email to the team (there are no accounts or forms, spec §1). */
export function CallToAction() {
  const { site } = useSite();
  const subject = encodeURIComponent(`Demo request: ${site.name}`);
  return (
    <section className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="rounded-3xl bg-gradient-primary px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 className="text-2xl font-bold sm:text-3xl">See what {site.shortName} history can tell you</h2>
        <p className="mx-auto mt-3 max-w-2xl text-white/90">Write to our team for a walkthrough of the data, the screens and the API.</p>
        <a
          href={`mailto:${DEMO_EMAIL}?subject=${subject}`}
          className={buttonVariants({ variant: "inverse", size: "lg", className: "mt-8" })}
          onClick={() => {
            notify(`Opening your email app to write to ${DEMO_EMAIL}`);
          }}
        >
          <CalendarCheck aria-hidden className="size-5" /> Schedule a Demo
        </a>
      </div>
    </section>
  );
}
