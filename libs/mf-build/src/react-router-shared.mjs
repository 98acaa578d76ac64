// The react-router every container shares at run time, cut down to the parts the product imports.
// Module Federation shares a package as one whole module, never tree-shaken: the full react-router (data APIs,
// server rendering, cookies, sessions) is ~60 KB gzip on every first load; these exports are about half of it.
// A source file importing a name that is not listed here fails `npm test` (test/react-router-shared.test.mjs).
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-full';
