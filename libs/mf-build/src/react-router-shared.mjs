// The react-router every container shares at run time, cut down to the parts the product imports.
// Module Federation shares a package as one whole module, never tree-shaken: the full react-router (data APIs,
// server rendering, cookies, sessions) is ~60 KB gzip on every first load; these exports are about a quarter of it.
// The shell routes in declarative mode (BrowserRouter + useRoutes): the data router (createBrowserRouter,
// RouterProvider: loaders, actions, fetchers) was another ~15 KB gzip on every first load and the product uses none
// of it. A source file importing a name that is not listed here fails `npm test` (test/react-router-shared.test.mjs).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-full';
