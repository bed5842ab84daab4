import { ArrowRight, PlayCircle } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonVariants } from "../../../components/button";
import { useSite } from "../../../site/site-context";

/**
 * spec §1 hero. 'Explore Data' opens the championships list; 'View Demo' opens a real,
 * data-filled page: the site's own championship history, or the Hall of Champions on the hub.
 */
export function Hero() {
  const { site, headline } = useSite();
  const demoPath = site.championship ? `/championships/${site.championship.slug}` : "/champions";
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-primary opacity-[0.08]" />
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 sm:pt-20">
        <p className="mb-4 inline-flex rounded-full bg-primary-100 px-3 py-1 text-sm font-semibold text-primary-800">{site.shortName}</p>
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          <span className="bg-gradient-primary bg-clip-text text-transparent">{headline.display}</span> Analytics
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">{site.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/championships" className={buttonVariants({ size: "lg" })}>
            Explore Data <ArrowRight aria-hidden className="size-5" />
          </Link>
          <Link to={demoPath} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            <PlayCircle aria-hidden className="size-5" /> View Demo
          </Link>
        </div>
      </div>
    </section>
  );
}
