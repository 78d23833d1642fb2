import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { runStartup } from '@app/client-core/guard/startup';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { isBuiltPage } from './app/route-table';
import { prefetchMemberInfo } from './app/session-flow';
import { signInFromMiniProgram } from './app/mini-program-login';
import { DEFAULT_LOCALE, setLocale, storedLocale } from './i18n/i18n';
import { applyAppStylesheet } from './lib/app-stylesheet';
import { applyFontScale, readFontScale } from './lib/font-scale';
import { revealApp, revealAppEventually } from './lib/first-screen';
import { currentPage } from './lib/navigation';
import { storage } from './lib/storage';
// The UI kit's global styles (its CSS variables); components are imported one by one (decision 046).
import 'antd-mobile/es/global';
import './app/theme.css';

applyFontScale(readFontScale());

// SPEC §4 startup: remember the entry page and referrer, guard the entry URL, load the member if logged in.
function start(): void {
  const startup = runStartup(currentPage(), storage);
  if (startup.redirect && isBuiltPage(window.location.pathname)) {
    window.history.replaceState(null, '', startup.redirect);
    // The server drew the page asked for, not the one the guard sends the reader to.
    revealApp();
  }
  revealAppEventually();
  if (startup.fetchMemberInfo) prefetchMemberInfo();
}

function render(): void {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render of a page is not one
  // long task (the static shell of index.html stays on screen until it commits).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
}

function boot(): void {
  start();
  const locale = storedLocale();
  const styled = applyAppStylesheet();
  if (locale === DEFAULT_LOCALE) void styled.then(render);
  else void Promise.all([styled, setLocale(locale).catch(() => undefined)]).then(render);
}

// The mini-program's one-time ticket signs the member in before the guard looks at the session.
if (window.location.search.includes('ticket=')) void signInFromMiniProgram().finally(boot);
else boot();
