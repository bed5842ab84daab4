// spec §2 route table. Every screen is loaded lazily so a site's first load carries only
// the shell; screens that later issues build show a "being built" page until then.
import { AnimatePresence } from "framer-motion";
import { lazy, Suspense, type ComponentType } from "react";
import { useLocation, useParams, useRoutes, type RouteObject } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { PageTransition } from "../layout/page-transition";

function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomeScreen = lazyScreen(() => import("../screens/home/home"), "HomeScreen");
const DebugScreen = lazyScreen(() => import("../screens/debug/debug"), "DebugScreen");
const NotFoundScreen = lazyScreen(() => import("../screens/not-found/not-found"), "NotFoundScreen");
const QueryLayer = lazyScreen(() => import("./query-layer"), "QueryLayer");
const BeingBuilt = lazy(() => import("../screens/being-built/being-built").then((m) => ({ default: m.BeingBuiltScreen })));

function ChampionshipDetailPlaceholder() {
  const { slug = "" } = useParams();
  return <BeingBuilt title="Championship Details" subject={`the complete history of '${slug}'`} />;
}

export const routes: RouteObject[] = [
  { path: "/", element: <HomeScreen /> },
  { path: "/championships", element: <BeingBuilt title="Championships" subject="every championship we track" /> },
  { path: "/championships/:slug", element: <ChampionshipDetailPlaceholder /> },
  { path: "/champions", element: <BeingBuilt title="Hall of Champions" subject="the champions of each year" /> },
  { path: "/teams", element: <BeingBuilt title="Teams" subject="every team and franchise" /> },
  { path: "/scores", element: <BeingBuilt title="Scores" subject="game scores, live and final" /> },
  { path: "/seasons", element: <BeingBuilt title="Seasons" subject="every season and its champion" /> },
  { path: "/standings", element: <BeingBuilt title="Team Standings" subject="standings by division and conference" /> },
  { path: "/players", element: <BeingBuilt title="All Players" subject="the player directory" /> },
  { path: "/coaches", element: <BeingBuilt title="All Coaches" subject="the coaching staff directory" /> },
  { path: "/data-quality", element: <BeingBuilt title="Data Quality" subject="our sources, their licences and coverage" /> },
  // Screens that read the API sit under the query layer.
  { element: <QueryLayer />, children: [{ path: "/debug", element: <DebugScreen /> }] },
  { path: "*", element: <NotFoundScreen /> },
];

export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  return (
    <AnimatePresence mode="wait" initial={false}>
      <PageTransition key={location.pathname}>
        <Suspense fallback={<PageSpinner />}>{element}</Suspense>
      </PageTransition>
    </AnimatePresence>
  );
}
