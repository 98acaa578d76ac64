import { matchRoutes } from 'react-router';
import { ROUTES, type RouteDef } from './routes';

const matchable = ROUTES.map((route) => ({ path: route.path, id: route.id }));

/** The spec route a path belongs to (undefined for the 404 page). */
export function routeFor(pathname: string): RouteDef | undefined {
  const matches = matchRoutes(matchable, pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  return ROUTES.find((r) => r.id === id);
}
