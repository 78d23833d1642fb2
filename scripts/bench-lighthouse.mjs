// Lighthouse (mobile profile: simulated slow 4G and a 4x slower CPU) against a production build of the
// web app served by the real server, 5 runs per page, medians printed as one table.
// Targets (issue: performance): performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05,
// accessibility >= 95; the first page within 25 requests and 150/20 KB of JS/CSS gzipped.
// Lighthouse is installed once outside the workspace (it is not a project dependency) and reused.
// Env: BENCH_PORT (default 8192), BENCH_DIST (an existing build to measure), BENCH_RUNS (default 5), BENCH_PAGES (comma-separated page names),
// CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_DIR (default <tmpdir>/lighthouse-bench),
// BENCH_SAVE (a folder: every run's full report is written there, to see what a page waits on),
// BENCH_BASELINE (another build's folder, e.g. main's: it is served beside this one, on BENCH_PORT + 1, and
// each page is measured on both in turns; scores drift with the machine's load within minutes, so only
// runs taken side by side compare two builds).
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
    const ours = requests.filter((r) => new URL(r.url).port === new URL(url).port);
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

/** One page's medians over its runs, or null when every run failed. */
function summary(page, results) {
  if (!results.length) return null;
  const m = (key) => median(results.map((r) => r[key]));
  return {
    page,
    performance: m('performance'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    accessibility: m('accessibility'),
    requestsUsable: m('requestsUsable'),
    requests: m('requests'),
    js: m('js'),
    css: m('css'),
    scores: results.map((r) => `${r.performance} (TBT ${Math.round(r.tbt)})`).join(', '),
    failures: [...new Set(results.flatMap((r) => r.a11yFailures))],
  };
}

function printSideBySide(baselineRows, rows) {
  console.log(`\nSide by side, measured in turns (baseline → this build, medians):`);
  console.log(
    `${'page'.padEnd(14)}${pad('perf', 11)}${pad('TBT ms', 14)}${pad('LCP s', 14)}${pad('req@usable', 12)}`,
  );
  for (const before of baselineRows) {
    const after = rows.find((r) => r.page === before.page);
    if (!after) continue;
    const pair = (a, b, width) => pad(`${a} → ${b}`, width);
    console.log(
      `${before.page.padEnd(14)}${pair(before.performance, after.performance, 11)}` +
        `${pair(Math.round(before.tbt), Math.round(after.tbt), 14)}` +
        `${pair((before.lcp / 1000).toFixed(2), (after.lcp / 1000).toFixed(2), 14)}` +
        `${pair(before.requestsUsable, after.requestsUsable, 12)}`,
    );
  }
}

async function main() {
  installLighthouse();
  const tools = {
    lighthouse: (await load('lighthouse', 'core/index.js')).default,
    chromeLauncher: await load('chrome-launcher', 'dist/index.js'),
    puppeteer: (await load('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js')).default,
  };
  // BENCH_DIST measures an existing build (e.g. an older one, for a before/after table) instead.
  const dist = process.env.BENCH_DIST ?? buildWeb();
  const builds = [{ name: 'this build', dist, port }];
  if (process.env.BENCH_BASELINE)
    builds.unshift({ name: 'baseline', dist: process.env.BENCH_BASELINE, port: port + 1 });
  const servers = [];
  const rows = [];
  const baselineRows = [];
  try {
    for (const build of builds) servers.push(await startServer(build.port, build.dist));
    const pages = (await benchPages(port)).filter((p) => !only || only.includes(p.name));
    for (const page of pages) {
      const measured = [];
      for (const build of builds) {
        const url = `http://localhost:${build.port}${page.path}`;
        // One unmeasured visit warms the server (first database reads, route compilation).
        await fetch(url);
        const items = page.member ? await memberStorage(build.port) : null;
        measured.push({ build, url, items, results: [] });
      }
      for (let i = 0; i < runs; i++) {
        // In turns, each build first every other run, so a drift of the machine's load hits both alike.
        for (const m of i % 2 ? [...measured].reverse() : measured) {
          try {
            m.results.push(await runOnce(tools, m.build.dist, m.url, m.items));
          } catch (error) {
            console.log(`${page.name} (${m.build.name}): run ${i + 1} failed: ${error.message}`);
          }
        }
      }
      for (const m of measured) {
        const row = summary(page.name, m.results);
        if (!row) continue;
        (m.build.name === 'baseline' ? baselineRows : rows).push(row);
        console.log(`${page.name} (${m.build.name}): ${page.path} — performance runs ${row.scores}`);
      }
    }
  } finally {
    for (const server of servers) server.stop();
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
  if (baselineRows.length) printSideBySide(baselineRows, rows);
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
