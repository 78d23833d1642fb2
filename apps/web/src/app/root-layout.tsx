import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
import { RouteError } from '../components/route-error';
import { TabPageContext } from '../components/tab-page-context';
import { noteNavigation } from '../lib/early-read';
import { useRevealAppOnNavigation } from '../lib/first-screen';
import { registerRouterNavigate } from '../lib/navigation';
import { useRouteGuard } from './guard';
import { AppTabBar, useShowsTabBar } from './tab-bar/app-tab-bar';
import { useTabBar } from './tab-bar/get-tab-bar';
import styles from './root-layout.module.css';
import { useStartupVersionCheck } from '../features/version/hooks/use-startup-version-check';
import { useWechatJssdk } from '../features/wechat/hooks/use-wechat-jssdk';

// Off by default (SPEC §9: production only). The flag is replaced at build time, so with it off the
// tracker and its import vanish from the bundle.
const AccessLogTracker =
  import.meta.env.VITE_ACCESS_LOG === '1'
    ? lazy(async () => ({ default: (await import('../components/access-log-tracker')).AccessLogTracker }))
    : null;

/** The centred app column: guard, the current page, and the tab bar on tab pages. */
export function RootLayout() {
  const location = useLocation();
  // Before the page renders: its route's early reads then belong to this navigation.
  noteNavigation(location);
  useRevealAppOnNavigation(location.key);
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const decision = useRouteGuard(`${location.pathname}${location.search}`);
  const { data: tabs, provisional } = useTabBar();
  const showTabs = useShowsTabBar(tabs);
  useStartupVersionCheck();
  useWechatJssdk();

  // Code outside React (the request wrapper, link helpers) navigates through the router.
  useEffect(() => {
    registerRouterNavigate((to, options) => {
      void (typeof to === 'number' ? navigate(to) : navigate(to, options));
    });
  }, [navigate]);

  // A new page starts at the top; going back keeps the browser's restored position.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <div className={showTabs ? `${styles.column} ${styles.withTabs}` : styles.column}>
      <TabPageContext value={showTabs}>
        <ErrorBoundary key={location.pathname} fallback={<RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </TabPageContext>
      {showTabs && tabs ? <AppTabBar tabs={tabs} provisional={provisional} /> : null}
      {AccessLogTracker ? (
        <Suspense fallback={null}>
          <AccessLogTracker />
        </Suspense>
      ) : null}
    </div>
  );
}
