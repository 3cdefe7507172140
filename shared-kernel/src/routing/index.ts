/**
 * Routing for every app, shared as one kernel module instead of sharing `react-router` itself.
 *
 * A shared module is never tree-shaken: shared whole, react-router costs 59 KiB gzip on the first
 * visit. Shared through this concern it is shaken down to the names below (one router instance for
 * the site all the same, since the kernel is a singleton). An app that needs another name adds it
 * here; apps never import `react-router` directly (lint rule).
 */
export {
  HashRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Navigator,
  Params,
  To,
} from 'react-router';
