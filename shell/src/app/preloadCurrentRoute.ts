import { routeFor } from './matchRoute';
import { preloadPage } from '../federation/RemotePage';

/** Starts downloading the page of the route the browser opened on, before the shell has rendered anything. */
export function preloadCurrentRoute(location: { pathname: string }): void {
  const route = routeFor(location.pathname);
  if (route) preloadPage(route.remote, route.page);
}
