import { routeFor } from './matchRoute';
import { loadPage } from '../federation/loadPage';

/**
 * Starts loading the page of the route the browser opened on, before the shell has rendered anything (alongside the
 * design system instead of after the first render). Resolves true once it is loaded (at once for a path of no route:
 * the shell's own 404 page), false when it failed (the page's own loading shows the failure).
 */
export function loadCurrentRoutePage(location: { pathname: string }): Promise<boolean> {
  const route = routeFor(location.pathname);
  if (!route) return Promise.resolve(true);
  return loadPage(route.remote, route.page).then(
    () => true,
    () => false,
  );
}

/** What `loading` resolves to, or false when it has not settled within `boundMs`. */
export async function settledWithin(loading: Promise<boolean>, boundMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), boundMs);
  });
  try {
    return await Promise.race([loading, bound]);
  } finally {
    clearTimeout(timer);
  }
}
