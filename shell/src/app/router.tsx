import { useMemo } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type LayoutKind, type RouteDef } from './routes';
import { routeFor } from './matchRoute';
import { RouteElement } from './RouteElement';
import { AuthenticatedLayout, BareLayout, DefaultLayout } from '../layouts/Layouts';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorPage } from '../pages/ErrorPage';
import { SessionRootSlot } from '../federation/AuthSlots';
import { ScrollRestore } from './ScrollRestore';
import { RouteAnnouncer } from './RouteAnnouncer';
import { useDeployCheckOnNavigation } from '../federation/deployWatcher';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Root() {
  useDeployCheckOnNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <SessionRootSlot />
      <ScrollRestore />
      <RouteAnnouncer />
      {/* The error page of a route that threw; the next navigation renders the routes again. */}
      <RouteErrorBoundary resetKey={pathname} fallback={<ErrorPage />}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

const toRoute = (route: RouteDef): RouteObject => ({
  path: route.path,
  element: <RouteElement route={route} />,
});
/** The route table of `routes` (all of the spec's by default) in their layouts, and the 404 page. */
export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  const byLayout = (layout: LayoutKind, role?: 'candidate' | 'corporate') =>
    routes.filter((r) => r.layout === layout && (!role || r.guard === role)).map(toRoute);
  return [
    {
      element: <Root />,
      children: [
        { element: <BareLayout />, children: byLayout('bare') },
        {
          element: <DefaultLayout />,
          children: [...byLayout('default'), { path: '*', element: <NotFoundPage /> }],
        },
        {
          element: <AuthenticatedLayout role="candidate" />,
          children: byLayout('authenticated', 'candidate'),
        },
        {
          element: <AuthenticatedLayout role="corporate" />,
          children: byLayout('authenticated', 'corporate'),
        },
      ],
    },
  ];
}

/** The shell's routes, in declarative mode inside App's BrowserRouter (no data router: see react-router-shared). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  // react-router flattens, compiles and ranks every route it is given on each render: given only the route the path
  // matches (and the 404 page), it finds the same match for a fraction of the work.
  const routes = useMemo(() => buildRoutes(route ? [route] : []), [route]);
  return useRoutes(routes);
}
