import { Route, Routes, useLocation } from 'react-router';
import { normalizePath } from '@app/contract/page-path';
import { Pages } from '@app/contract/pages';
import { EarlyReads } from './early-reads';
import { APP_ROUTES, type AppRoute } from './route-table';
import { RootLayout } from './root-layout';

const NotFoundRoute = APP_ROUTES.find((route) => route.path === Pages.notFound)!.element;

// Every page path is a plain path, so one lookup finds the page: react-router is given that one route to
// match, instead of ranking all ~100 of them on each render (20 ms of a phone's first render). Paths compare
// without case, as react-router's do; the first route of a path wins, as it would in react-router's ranking.
const ROUTE_BY_PATH = new Map<string, AppRoute>();
for (const route of APP_ROUTES) {
  const key = route.path.toLowerCase();
  if (!ROUTE_BY_PATH.has(key)) ROUTE_BY_PATH.set(key, route);
}

/** Declarative routes keep react-router's data-router machinery (unused here) out of the first bundle. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = ROUTE_BY_PATH.get(normalizePath(pathname).toLowerCase());
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {route ? (
          <Route
            key={route.path}
            path={route.path}
            element={
              route.readEarly ? (
                <EarlyReads start={route.readEarly}>{route.element()}</EarlyReads>
              ) : (
                route.element()
              )
            }
          />
        ) : null}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
