import { matchRoutes } from 'react-router';
import { ROUTES } from './routes';
import { preloadPage } from '../federation/RemotePage';

const matchable = ROUTES.map((route) => ({ path: route.path, id: route.id }));

/** Starts downloading the page of the route the browser opened on, before the shell has rendered anything. */
export function preloadCurrentRoute(location: { pathname: string }): void {
  const matches = matchRoutes(matchable, location.pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  const route = ROUTES.find((r) => r.id === id);
  if (route) preloadPage(route.remote, route.page);
}
