// spec §2 route table. Every screen is loaded lazily so a site's first load carries only
// the shell; the data screens sit under the data layer, which brings TanStack Query and
// framer-motion.
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { loadMotionFeatures } from "../layout/load-motion-features";
import { PageTransition } from "../layout/page-transition";

function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomeScreen = lazyScreen(() => import("../screens/home/home"), "HomeScreen");
const DebugScreen = lazyScreen(() => import("../screens/debug/debug"), "DebugScreen");
const NotFoundScreen = lazyScreen(() => import("../screens/not-found/not-found"), "NotFoundScreen");
// The data screens' framer-motion features are fetched alongside the data layer, not after it
// has loaded, so a card grid opened by a direct link is not left waiting for them.
const DataLayer = lazyScreen(() => {
  void loadMotionFeatures();
  return import("./data-layer");
}, "DataLayer");
const ChampionshipsScreen = lazyScreen(() => import("../screens/championships/championships"), "ChampionshipsScreen");
const ChampionshipDetailScreen = lazyScreen(() => import("../screens/championship-detail/championship-detail"), "ChampionshipDetailScreen");
const ChampionsScreen = lazyScreen(() => import("../screens/champions/champions"), "ChampionsScreen");
const TeamsScreen = lazyScreen(() => import("../screens/teams/teams"), "TeamsScreen");
const ScoresScreen = lazyScreen(() => import("../screens/scores/scores"), "ScoresScreen");
const SeasonsScreen = lazyScreen(() => import("../screens/seasons/seasons"), "SeasonsScreen");
const StandingsScreen = lazyScreen(() => import("../screens/standings/standings"), "StandingsScreen");
const PlayersScreen = lazyScreen(() => import("../screens/players/players"), "PlayersScreen");
const CoachesScreen = lazyScreen(() => import("../screens/coaches/coaches"), "CoachesScreen");
const DataQualityScreen = lazyScreen(() => import("../screens/data-quality/data-quality"), "DataQualityScreen");

export const routes: RouteObject[] = [
  { path: "/", element: <HomeScreen /> },
  // Screens that read the API sit under the data layer.
  {
    element: <DataLayer />,
    children: [
      { path: "/championships", element: <ChampionshipsScreen /> },
      { path: "/championships/:slug", element: <ChampionshipDetailScreen /> },
      { path: "/champions", element: <ChampionsScreen /> },
      { path: "/teams", element: <TeamsScreen /> },
      { path: "/scores", element: <ScoresScreen /> },
      { path: "/seasons", element: <SeasonsScreen /> },
      { path: "/standings", element: <StandingsScreen /> },
      { path: "/players", element: <PlayersScreen /> },
      { path: "/coaches", element: <CoachesScreen /> },
      { path: "/data-quality", element: <DataQualityScreen /> },
      { path: "/debug", element: <DebugScreen /> },
    ],
  },
  { path: "*", element: <NotFoundScreen /> },
];

/**
 * Mounted with a page's content, so it runs once the page shows: fetches the framer-motion
 * code the data screens animate with, so the first one opened from Home animates at once,
 * without competing with Home's own download.
 */
function WarmMotionFeatures() {
  useEffect(() => {
    void loadMotionFeatures();
  }, []);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  // The page on screen. Within a page (a new query string) it follows the URL at once; when
  // the path changes it stays, fading out, and the next page mounts once it has gone.
  const [shown, setShown] = useState(location);
  // The first page of a visit appears without a transition; every later one fades in.
  const [navigated, setNavigated] = useState(false);
  const samePage = shown.pathname === location.pathname;
  if (samePage && shown !== location) setShown(location);
  const element = useRoutes(routes, samePage ? location : shown);
  return (
    <PageTransition
      key={shown.pathname}
      enter={navigated}
      leaving={!samePage}
      onLeft={() => {
        setShown(location);
        setNavigated(true);
      }}
    >
      <Suspense fallback={<PageSpinner />}>
        {element}
        <WarmMotionFeatures />
      </Suspense>
    </PageTransition>
  );
}
