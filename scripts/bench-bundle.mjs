// Builds the web app, opens pages in Chromium against the real server (each in a fresh browser context,
// so nothing is cached between them) and prints, per page, the gzipped size of every JavaScript and CSS
// file it loaded and how many requests it made: before its content showed (the `ready` element of
// bench-web-support.mjs) and in all, until the network went quiet.
// Target (issue: performance): the first page at most 150 KB of JS and 20 KB of CSS gzipped and at most
// 25 requests before it is usable; the other pages are printed against the same budget so growth shows.
// Env: BENCH_PORT (default 8191), BENCH_PAGES (comma-separated page names), BENCH_VERBOSE=1 lists every
// request.
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  benchPages,
  budgets,
  buildWeb,
  gzippedSize,
  kb,
  memberStorage,
  startServer,
} from './bench-web-support.mjs';

const port = Number(process.env.BENCH_PORT ?? 8191);
const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const verbose = process.env.BENCH_VERBOSE === '1';

async function measure(browser, dist, { name, path: pagePath, ready, member }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (member) {
    const items = await memberStorage(port);
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
  }
  // When the page first shows its content, read in the page itself on every frame. Playwright's own wait
  // polls, up to 500 ms apart once a page takes a while, and requests the page made in that gap counted as
  // made before it was usable (the course page: 19 where 17 were).
  await context.addInitScript((selector) => {
    /* global document, window, getComputedStyle, requestAnimationFrame -- this function runs in the page */
    const shows = (el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const check = () => {
      const el = document.querySelector(selector);
      if (el && shows(el)) window.__benchUsableAt = performance.timeOrigin + performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, ready);
  const page = await context.newPage();
  const requests = [];
  page.on('request', (req) => requests.push(req));
  await page.goto(`http://localhost:${port}${pagePath}`, { waitUntil: 'commit' });
  // The page must have rendered its content, not an error, for the figure to mean anything.
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  const usableAt = await (await page.waitForFunction(() => window.__benchUsableAt)).jsonValue();
  await page.waitForLoadState('networkidle');
  // The browser's own clock of when each request was made (epoch ms, as usableAt).
  const made = requests.map((req) => ({ url: req.url(), beforeUsable: req.timing().startTime <= usableAt }));
  const usableCount = made.filter((r) => r.beforeUsable).length;
  await context.close();

  const files = [
    ...new Set(
      made
        .map((r) => new URL(r.url))
        .filter((u) => u.port === String(port) && /\.(js|css)$/.test(u.pathname))
        .map((u) => u.pathname),
    ),
  ].sort();
  const rows = files.map((file) => ({
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    gzip: gzippedSize(dist, file),
  }));
  console.log(`\n${name}: ${pagePath}`);
  for (const r of rows) console.log(`  ${r.kind.padEnd(3)} ${kb(r.gzip).padStart(9)} gzip  ${r.file}`);
  if (verbose) for (const r of made) console.log(`  ${r.beforeUsable ? 'before' : 'after '} ${r.url}`);
  const totals = { usable: usableCount, requests: made.length, files: rows.length };
  for (const kind of ['js', 'css']) {
    totals[kind] = rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.gzip, 0);
    const verdict = totals[kind] <= budgets[kind] ? 'within' : 'OVER';
    console.log(
      `  ${kind.toUpperCase()} total: ${kb(totals[kind])} gzipped (budget ${kb(budgets[kind])}: ${verdict})`,
    );
  }
  const verdict = usableCount <= budgets.requests ? 'within' : 'OVER';
  console.log(
    `  requests: ${usableCount} before usable (budget ${budgets.requests}: ${verdict}), ${made.length} in all`,
  );
  return totals;
}

const dist = buildWeb();
let server;
try {
  server = await startServer(port, dist);
  const pages = (await benchPages(port)).filter((p) => !only || only.includes(p.name));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const summary = [];
  for (const p of pages) summary.push({ page: p.name, ...(await measure(browser, dist, p)) });
  await browser.close();
  console.log('\nSummary (gzipped; requests before usable / in all; JS+CSS files):');
  for (const s of summary)
    console.log(
      `  ${s.page.padEnd(14)} JS ${kb(s.js).padStart(9)}   CSS ${kb(s.css).padStart(8)}   requests ${String(s.usable).padStart(3)} / ${String(s.requests).padStart(3)}   files ${String(s.files).padStart(3)}`,
    );
} finally {
  server?.stop();
  rmSync(dist, { recursive: true, force: true });
}
