import { matchRoute } from './routes';

/**
 * A page's URL with only the query parameters its route reads (RouteDef.query), sorted by name (the values of a
 * repeated parameter keep their order), empty values dropped: `/candidate/jobs?utm_source=x&main_input=react&cb=1`
 * is `/candidate/jobs?main_input=react`, a job page's URL is its path. What the server renders and keeps under:
 * a parameter no page reads (a tracker's, a cache buster) never makes a new render.
 */
export function pageQueryUrl(url: string): string {
  const withoutHash = url.split('#')[0];
  const at = withoutHash.indexOf('?');
  if (at < 0) return withoutHash;
  const path = withoutHash.slice(0, at);
  const reads = matchRoute(path)?.route.query ?? [];
  if (reads.length === 0) return path;
  // the pairs as they were written (no re-encoding): only which are kept and their order change
  const kept = withoutHash
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0
        ? { name: pair, value: '', pair }
        : { name: pair.slice(0, eq), value: pair.slice(eq + 1), pair };
    })
    .filter(({ name, value }) => reads.includes(name) && value.replace(/\+|%20/gi, '').trim() !== '')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return kept.length === 0 ? path : `${path}?${kept.map((k) => k.pair).join('&')}`;
}
