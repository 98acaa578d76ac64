import { routeFor } from './matchRoute';
import { preloadPage } from '../federation/RemotePage';
import { loadPage } from '../federation/loadPage';

/** Starts downloading the page of the route the browser opened on, before the shell has rendered anything. */
export function preloadCurrentRoute(location: { pathname: string }): void {
  const route = routeFor(location.pathname);
  if (route) preloadPage(route.remote, route.page);
}

/**
 * Resolves true once the page of the route the browser opened on is loaded (at once for a path of no route: the
 * shell's own 404 page), false when it failed or took longer than `boundMs`.
 */
export async function loadCurrentRoutePage(
  location: { pathname: string },
  boundMs: number,
): Promise<boolean> {
  const route = routeFor(location.pathname);
  if (!route) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), boundMs);
  });
  try {
    return await Promise.race([
      loadPage(route.remote, route.page).then(
        () => true,
        () => false,
      ),
      bound,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
