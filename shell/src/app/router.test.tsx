import { matchRoutes, type RouteObject } from 'react-router';
import { buildRoutes } from './router';
import { routeFor, routeMatchFor } from './matchRoute';
import { ROUTES } from './routes';

/** A path of each spec route (its parameters filled in), paths a route must not take, and unknown paths. */
const paths = [
  ...ROUTES.map((route) =>
    route.path.replace(/:[^/]+/g, '0b6f1b52-8ac4-4c1c-9b6c-2f3f0a9a1c11').replace('*', 'a/b'),
  ),
  '/',
  '/nope',
  '/candidate/jobs/abc/def',
  '/CANDIDATE/JOBS',
  '/candidate/jobs/',
  '/corporate/',
];

/** The chain a path renders: each matched route's path, or its element's type for a layout. */
const chain = (routes: RouteObject[], path: string) =>
  (matchRoutes(routes, path) ?? []).map(({ route, params }) => ({
    path: route.path,
    element: (route.element as { type?: { name?: string } } | undefined)?.type?.name,
    params,
  }));

describe('the routes AppRoutes renders', () => {
  it.each(paths)('%s: the table of its own route renders what the whole table does', (path) => {
    const route = routeFor(path);
    expect(chain(buildRoutes(route ? [route] : []), path)).toEqual(chain(buildRoutes(), path));
  });

  it('the last path is matched once, another path anew', () => {
    const job = routeMatchFor('/candidate/jobs/0b6f1b52-8ac4-4c1c-9b6c-2f3f0a9a1c11');
    expect(routeMatchFor('/candidate/jobs/0b6f1b52-8ac4-4c1c-9b6c-2f3f0a9a1c11')).toBe(job);
    expect(job?.params.id).toBe('0b6f1b52-8ac4-4c1c-9b6c-2f3f0a9a1c11');
    expect(routeMatchFor('/nope')).toBeUndefined();
    expect(routeMatchFor('/candidate/jobs/0b6f1b52-8ac4-4c1c-9b6c-2f3f0a9a1c11')?.route).toBe(job?.route);
  });
});
