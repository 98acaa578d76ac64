import { matchRoutes } from 'react-router';
import { ROUTES, type RouteDef } from './routes';

const matchable = ROUTES.map((route) => ({ path: route.path, id: route.id }));

/** The spec route a path belongs to and its parameters as the router gives them (undefined for the 404 page). */
export function routeMatchFor(
  pathname: string,
): { route: RouteDef; params: Readonly<Record<string, string | undefined>> } | undefined {
  const matches = matchRoutes(matchable, pathname);
  const last = matches?.[matches.length - 1];
  const route = ROUTES.find((r) => r.id === last?.route.id);
  return route && last ? { route, params: last.params } : undefined;
}

/** The spec route a path belongs to (undefined for the 404 page). */
export const routeFor = (pathname: string): RouteDef | undefined => routeMatchFor(pathname)?.route;
