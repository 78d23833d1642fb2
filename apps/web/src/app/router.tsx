import { Route, Routes } from 'react-router';
import { Pages } from '@app/contract/pages';
import { EarlyReads } from './early-reads';
import { APP_ROUTES } from './route-table';
import { RootLayout } from './root-layout';

const NotFoundRoute = APP_ROUTES.find((route) => route.path === Pages.notFound)!.element;

/** Declarative routes keep react-router's data-router machinery (unused here) out of the first bundle. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {APP_ROUTES.map((route) => (
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
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
