import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ROUTES, type LayoutKind, type RouteDef } from './routes';
import { RouteElement } from './RouteElement';
import { AuthenticatedLayout, BareLayout, DefaultLayout } from '../layouts/Layouts';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorPage } from '../pages/ErrorPage';
import { SessionRootSlot } from '../federation/AuthSlots';
import { ScrollRestore } from './ScrollRestore';
import { useDeployCheckOnNavigation } from '../federation/deployWatcher';

function Root() {
  useDeployCheckOnNavigation();
  return (
    <>
      <SessionRootSlot />
      <ScrollRestore />
      <Outlet />
    </>
  );
}

const toRoute = (route: RouteDef): RouteObject => ({
  path: route.path,
  element: <RouteElement route={route} />,
});
const byLayout = (layout: LayoutKind, role?: 'candidate' | 'corporate') =>
  ROUTES.filter((r) => r.layout === layout && (!role || r.guard === role)).map(toRoute);

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <ErrorPage />,
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

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
