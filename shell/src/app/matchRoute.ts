import { matchRoutes } from 'react-router';
import { ROUTES, type RouteDef } from './routes';

const matchable = ROUTES.map((route) => ({ path: route.path, id: route.id }));

export type RouteMatch = { route: RouteDef; params: Readonly<Record<string, string | undefined>> };

/**
 * The last path matched and its match: a page asks for its own path again and again (the server render, the session
 * slot, the routes, each render pass), and react-router's matchRoutes compiles a pattern of every route per call.
 */
let last: { pathname: string; match: RouteMatch | undefined } | null = null;

/** The spec route a path belongs to and its parameters as the router gives them (undefined for the 404 page). */
export function routeMatchFor(pathname: string): RouteMatch | undefined {
  if (last?.pathname === pathname) return last.match;
  const matches = matchRoutes(matchable, pathname);
  const found = matches?.[matches.length - 1];
  const route = ROUTES.find((r) => r.id === found?.route.id);
  const match = route && found ? { route, params: found.params } : undefined;
  last = { pathname, match };
  return match;
}

/** The spec route a path belongs to (undefined for the 404 page). */
export const routeFor = (pathname: string): RouteDef | undefined => routeMatchFor(pathname)?.route;
