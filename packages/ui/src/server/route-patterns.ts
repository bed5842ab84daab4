// The paths of the route table (app/routes.tsx), for the server to tell a route from an unknown path.
import type { RouteObject } from "react-router-dom";
import { routes } from "../app/routes";

export function routePatterns(list: RouteObject[] = routes): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== "*" ? [route.path] : []),
    ...(route.children ? routePatterns(route.children) : []),
  ]);
}
