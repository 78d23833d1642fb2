import { defineConfig } from '@playwright/test';
import { E2E_APP_ORIGIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, REPO_ROOT } from './support/env';
import { AD_SEEN_STATE } from './support/storage-state';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // Bounds, not waits: a passing test ends as soon as it is done. A busy 2-core machine running the server
  // and several browsers at once has taken 60 s over the longest flows (ten posts by a teacher, read by a member).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A phone-sized Chromium: the product is phone-first.
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // The home pop-up ad counts as seen, so it does not cover pages under test (see support/storage-state.ts).
    storageState: AD_SEEN_STATE,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    // A fresh embedded database and SMS outbox for every run, on the built server `npm start` runs
    // (`npm run build` builds it with the web app).
    command: `rm -rf "${E2E_DATA_DIR}" && node apps/server/dist/server.mjs`,
    cwd: REPO_ROOT,
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every spec signs up and posts from one address: abuse budgets are relaxed here and tested in the API suite.
    // The market's clock starts at 10:00 China time on the next trading day, so paper trading is open
    // whatever the real time of day (the markets spec trades).
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      MARKET_CLOCK_NEXT_TRADING_DAY_AT: '10:00',
      // A known market seed, so every run sees the same simulated prices (deployments keep a secret one).
      MARKET_SEED: 'markets-v1',
      // The live room's send limit (5 per window for a member) is tested by posting six in a row: a two-minute
      // window keeps all six inside it however slow a loaded machine makes the browser.
      LIVE_SEND_RATE_WINDOW_MS: '120000',
      // The native app's origins, and the second origin the cross-origin spec serves the app from.
      CORS_ORIGINS: `capacitor://localhost,https://localhost,${E2E_APP_ORIGIN}`,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
