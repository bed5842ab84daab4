// spec §2 route table. Every screen is loaded lazily so a site's first load carries only
// the shell; the data screens sit under the query layer, which brings TanStack Query.
import { AnimatePresence } from "framer-motion";
import { lazy, Suspense, type ComponentType } from "react";
import { useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { PageTransition } from "../layout/page-transition";

function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomeScreen = lazyScreen(() => import("../screens/home/home"), "HomeScreen");
const DebugScreen = lazyScreen(() => import("../screens/debug/debug"), "DebugScreen");
const NotFoundScreen = lazyScreen(() => import("../screens/not-found/not-found"), "NotFoundScreen");
const QueryLayer = lazyScreen(() => import("./query-layer"), "QueryLayer");
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
  // Screens that read the API sit under the query layer.
  {
    element: <QueryLayer />,
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
