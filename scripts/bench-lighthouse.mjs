// Lighthouse (mobile profile: simulated slow 4G and a 4x slower CPU) against a production build of the
// web app served by the real server, 5 runs per page, medians printed as one table.
// Targets (issue: performance): performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05,
// accessibility >= 95; the first page within 25 requests and 150/20 KB of JS/CSS gzipped.
// Lighthouse is installed once outside the workspace (it is not a project dependency) and reused.
// Env: BENCH_PORT (default 8192), BENCH_DIST (an existing build to measure), BENCH_RUNS (default 5), BENCH_PAGES (comma-separated page names),
// CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_DIR (default <tmpdir>/lighthouse-bench),
// BENCH_SAVE (a folder: every run's full report is written there, to see what a page waits on).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  benchPages,
  budgets,
  buildWeb,
  gzippedSize,
  kb,
  memberStorage,
  startServer,
} from './bench-web-support.mjs';

const LIGHTHOUSE_VERSION = '12.8.2'; // the last line that runs on Node 20 (13 needs Node 22.19)
const lhDir = process.env.LIGHTHOUSE_DIR ?? path.join(tmpdir(), 'lighthouse-bench');
const port = Number(process.env.BENCH_PORT ?? 8192);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function installLighthouse() {
  const manifest = path.join(lhDir, 'node_modules/lighthouse/package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === LIGHTHOUSE_VERSION)
    return;
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${lhDir} (once)`);
  execSync(`npm install --prefix "${lhDir}" --no-audit --no-fund lighthouse@${LIGHTHOUSE_VERSION}`, {
    stdio: 'inherit',
  });
}

const load = (pkg, entry) => import(pathToFileURL(path.join(lhDir, 'node_modules', pkg, entry)).href);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run in a fresh browser (empty cache), reduced to the figures of the table. */
async function runOnce(tools, dist, url, storageItems) {
  const chrome = await tools.chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // A members-only page: the session goes into the fresh profile's localStorage first, and Lighthouse
    // is told to keep storage (the profile is new, so its cache is empty all the same).
    if (storageItems) await signIn(tools, chrome.port, new URL(url).origin, storageItems);
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(storageItems),
    });
    const { audits, categories } = result.lhr;
    if (process.env.BENCH_SAVE) saveReport(result.lhr);
    if (result.lhr.runtimeError || !audits.metrics?.details?.items?.[0])
      throw new Error(result.lhr.runtimeError?.message ?? 'no metrics (did the page paint?)');
    const observed = audits.metrics.details.items[0];
    const requests = audits['network-requests'].details.items;
    // "Usable": the page stopped changing on screen (its content, not a skeleton, is painted).
    const usableAt = Math.max(observed.observedLastVisualChange, observed.observedLargestContentfulPaint);
    const ours = requests.filter((r) => new URL(r.url).port === String(port));
    const bytes = (ext) =>
      ours
        .filter((r) => new URL(r.url).pathname.endsWith(ext))
        .reduce((sum, r) => sum + gzippedSize(dist, new URL(r.url).pathname), 0);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      requestsUsable: requests.filter((r) => r.networkRequestTime <= usableAt).length,
      requests: requests.length,
      js: bytes('.js'),
      css: bytes('.css'),
      a11yFailures: Object.values(audits)
        .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && isA11y(result.lhr, a.id))
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

let saved = 0;
function saveReport(lhr) {
  mkdirSync(process.env.BENCH_SAVE, { recursive: true });
  const name = new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(path.join(process.env.BENCH_SAVE, `${name}-${++saved}.json`), JSON.stringify(lhr));
}

async function signIn({ puppeteer }, chromePort, origin, items) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/healthz`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await page.close();
  await browser.disconnect();
}

function isA11y(lhr, id) {
  return lhr.categories.accessibility.auditRefs.some((ref) => ref.id === id);
}

const pad = (value, width) => String(value).padStart(width);

async function main() {
  installLighthouse();
  const tools = {
    lighthouse: (await load('lighthouse', 'core/index.js')).default,
    chromeLauncher: await load('chrome-launcher', 'dist/index.js'),
    puppeteer: (await load('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js')).default,
  };
  // BENCH_DIST measures an existing build (e.g. an older one, for a before/after table) instead.
  const dist = process.env.BENCH_DIST ?? buildWeb();
  const server = await startServer(port, dist);
  const rows = [];
  try {
    const pages = (await benchPages(port)).filter((p) => !only || only.includes(p.name));
    for (const page of pages) {
      const url = `http://localhost:${port}${page.path}`;
      // One unmeasured visit warms the server (first database reads, route compilation).
      await fetch(url);
      const results = [];
      const items = page.member ? await memberStorage(port) : null;
      for (let i = 0; i < runs; i++) {
        try {
          results.push(await runOnce(tools, dist, url, items));
        } catch (error) {
          console.log(`${page.name}: run ${i + 1} failed: ${error.message}`);
        }
      }
      if (!results.length) continue;
      const m = (key) => median(results.map((r) => r[key]));
      const failures = [...new Set(results.flatMap((r) => r.a11yFailures))];
      rows.push({
        page: page.name,
        performance: m('performance'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
        accessibility: m('accessibility'),
        requestsUsable: m('requestsUsable'),
        requests: m('requests'),
        js: m('js'),
        css: m('css'),
        scores: results.map((r) => r.performance).join('/'),
        failures,
      });
      console.log(`${page.name}: ${page.path} — performance runs ${rows.at(-1).scores}`);
    }
  } finally {
    server.stop();
    if (!process.env.BENCH_DIST) rmSync(dist, { recursive: true, force: true });
  }

  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile profile, median of ${runs} runs`);
  console.log(
    `${'page'.padEnd(14)}${pad('perf', 5)}${pad('LCP s', 7)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('a11y', 6)}` +
      `${pad('req@usable', 11)}${pad('req all', 8)}${pad('JS gz', 10)}${pad('CSS gz', 9)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(14)}${pad(r.performance, 5)}${pad((r.lcp / 1000).toFixed(2), 7)}${pad(Math.round(r.tbt), 8)}` +
        `${pad(r.cls.toFixed(3), 7)}${pad(r.accessibility, 6)}${pad(r.requestsUsable, 11)}${pad(r.requests, 8)}` +
        `${pad(kb(r.js), 10)}${pad(kb(r.css), 9)}`,
    );
  }
  const failing = rows.filter((r) => r.failures.length);
  if (failing.length) {
    console.log('\nAccessibility audits failing:');
    for (const r of failing) console.log(`  ${r.page}: ${r.failures.join(', ')}`);
  }
  console.log(
    `\nTargets: perf >= 95, LCP <= 2.00 s, TBT <= 150 ms, CLS <= 0.050, a11y >= 95; first page <= ${budgets.requests} requests, ` +
      `JS <= ${kb(budgets.js)}, CSS <= ${kb(budgets.css)}.`,
  );
}

await main();
