// spec §2 route table. Every screen is loaded lazily so a site's first load carries only
// the shell; the data screens sit under the data layer, which brings TanStack Query.
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { loadMobileMenu } from "../layout/load-mobile-menu";
import { loadMotionFeatures } from "../layout/load-motion-features";
import { loadMotionParts } from "../layout/load-motion-parts";
import { PageArrived } from "../layout/page-arrived";
import { useSite } from "../site/site-context";
import { usePageFocusAndTitle } from "./page-focus";

function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomeScreen = lazyScreen(() => import("../screens/home/home"), "HomeScreen");
const DebugScreen = lazyScreen(() => import("../screens/debug/debug"), "DebugScreen");
const NotFoundScreen = lazyScreen(() => import("../screens/not-found/not-found"), "NotFoundScreen");
const DataLayer = lazyScreen(() => import("./data-layer"), "DataLayer");
const ChampionshipsScreen = lazyScreen(() => import("../screens/championships/championships"), "ChampionshipsScreen");
const ChampionshipDetailScreen = lazyScreen(() => import("../screens/championship-detail/championship-detail"), "ChampionshipDetailScreen");
const ChampionsScreen = lazyScreen(() => import("../screens/champions/champions"), "ChampionsScreen");
const TeamsScreen = lazyScreen(() => import("../screens/teams/teams"), "TeamsScreen");
const TeamPageScreen = lazyScreen(() => import("../screens/team-page/team-page"), "TeamPageScreen");
const ScoresScreen = lazyScreen(() => import("../screens/scores/scores"), "ScoresScreen");
const SeasonsScreen = lazyScreen(() => import("../screens/seasons/seasons"), "SeasonsScreen");
const SeasonPageScreen = lazyScreen(() => import("../screens/season-page/season-page"), "SeasonPageScreen");
const StandingsScreen = lazyScreen(() => import("../screens/standings/standings"), "StandingsScreen");
const PlayersScreen = lazyScreen(() => import("../screens/players/players"), "PlayersScreen");
const PlayerPageScreen = lazyScreen(() => import("../screens/player-page/player-page"), "PlayerPageScreen");
const CoachesScreen = lazyScreen(() => import("../screens/coaches/coaches"), "CoachesScreen");
const CoachPageScreen = lazyScreen(() => import("../screens/coach-page/coach-page"), "CoachPageScreen");
const SearchScreen = lazyScreen(() => import("../screens/search/search"), "SearchScreen");
const DataQualityScreen = lazyScreen(() => import("../screens/data-quality/data-quality"), "DataQualityScreen");
const AnalyticsScreen = lazyScreen(() => import("../screens/analytics/analytics"), "AnalyticsScreen");
const FeaturesScreen = lazyScreen(() => import("../screens/features/features"), "FeaturesScreen");
// A page navigated to waits for the motion parts too, so its cards enter animated (card-grid.tsx).
const loadAnimatedPages = () => Promise.all([import("../layout/animated-pages"), loadMotionParts()]).then(([module]) => module);
const AnimatedPages = lazy(() => loadAnimatedPages().then((module) => ({ default: module.AnimatedPages })));

export const routes: RouteObject[] = [
  { path: "/", element: <HomeScreen /> },
  { path: "/features", element: <FeaturesScreen /> },
  // Screens that read the API sit under the data layer.
  {
    element: <DataLayer />,
    children: [
      { path: "/championships", element: <ChampionshipsScreen /> },
      { path: "/championships/:slug", element: <ChampionshipDetailScreen /> },
      { path: "/champions", element: <ChampionsScreen /> },
      { path: "/teams", element: <TeamsScreen /> },
      { path: "/teams/:slug", element: <TeamPageScreen /> },
      { path: "/scores", element: <ScoresScreen /> },
      { path: "/seasons", element: <SeasonsScreen /> },
      { path: "/seasons/:slug", element: <SeasonPageScreen /> },
      { path: "/standings", element: <StandingsScreen /> },
      { path: "/players", element: <PlayersScreen /> },
      { path: "/players/:slug", element: <PlayerPageScreen /> },
      { path: "/coaches", element: <CoachesScreen /> },
      { path: "/coaches/:slug", element: <CoachPageScreen /> },
      { path: "/search", element: <SearchScreen /> },
      { path: "/data-quality", element: <DataQualityScreen /> },
      { path: "/analytics", element: <AnalyticsScreen /> },
      { path: "/debug", element: <DebugScreen /> },
    ],
  },
  { path: "*", element: <NotFoundScreen /> },
];

/**
 * Mounted with a page's content, so it runs once the page shows: fetches the framer-motion code
 * the page transition, the mobile menu and the data screens' panels and cards animate with, so the first change
 * of page animates at once, without competing with the first page's own download.
 */
function WarmAnimations() {
  useEffect(() => {
    void loadMotionFeatures();
    void loadMotionParts();
    void loadAnimatedPages();
    void loadMobileMenu();
  }, []);
  return null;
}

/**
 * The pages. The first page of a visit appears without a transition and without framer-motion
 * (it is not in the first download); from the first change of page on, the pages are wrapped in
 * the page transition (layout/animated-pages.tsx), so each later page fades and slides in after
 * the one before has faded out. Within a page (a new query string) nothing animates. On a change
 * of page the new page's heading takes focus and names the document (page-focus.ts).
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const { site } = useSite();
  usePageFocusAndTitle(location.pathname, site.name, site.description);
  const [firstPath] = useState(location.pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location.pathname !== firstPath) setNavigated(true);
  const page = (
    <PageArrived.Provider value={navigated}>
      <Suspense fallback={<PageSpinner />}>
        {element}
        <WarmAnimations />
      </Suspense>
    </PageArrived.Provider>
  );
  if (!navigated) return page;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AnimatedPages pathname={location.pathname}>{page}</AnimatedPages>
    </Suspense>
  );
}
