// Builds the web app, opens pages in Chromium against the real server (each in a fresh browser context,
// so nothing is cached between them) and prints the gzipped size of every JavaScript and CSS file each
// page loaded: the first page (home/about), the news list and a course video page.
// Target (issue: foundation): the first page at most 150 KB of JS and 20 KB of CSS, gzipped; the other
// pages are printed against the same budget so growth shows.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8191);
const targets = { js: 150 * 1024, css: 20 * 1024 };
const pages = [
  { name: 'first page (/)', path: '/', ready: '[class*="banner"], main' },
  {
    name: 'news list',
    path: '/pages/news/list/index?categoryId=15',
    ready: 'article button',
  },
  {
    name: 'course video page',
    path: '/pages/course/video/index/index?id=1',
    ready: '[data-testid="video-player"]',
  },
];

// A build of its own, so a running app or test server keeps its files.
const dist = mkdtempSync(path.join(tmpdir(), 'bench-bundle-dist-'));
execSync(`npx vite build --outDir "${dist}" --emptyOutDir`, {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('server exited (is the port taken?)');
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function measure(browser, { name, path: pagePath, ready }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const loaded = new Set();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.port === String(port) && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
  });
  await page.goto(`http://localhost:${port}${pagePath}`, { waitUntil: 'networkidle' });
  // The page must have rendered its content, not an error, for the figure to mean anything.
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();

  const rows = [...loaded].sort().map((p) => {
    const raw = readFileSync(path.join(dist, p));
    return {
      file: p,
      kind: p.endsWith('.css') ? 'css' : 'js',
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
    };
  });
  console.log(`\n${name}: ${pagePath}`);
  for (const r of rows)
    console.log(
      `  ${r.kind.padEnd(3)} ${kb(r.gzip).padStart(9)} gzip  ${kb(r.raw).padStart(9)} raw  ${r.file}`,
    );
  const totals = {};
  for (const kind of ['js', 'css']) {
    totals[kind] = rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.gzip, 0);
    const verdict = totals[kind] <= targets[kind] ? 'within' : 'OVER';
    console.log(
      `  ${kind.toUpperCase()} total: ${kb(totals[kind])} gzipped (budget ${kb(targets[kind])}: ${verdict})`,
    );
  }
  return totals;
}

try {
  await waitForServer();
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
  for (const p of pages) summary.push({ page: p.name, ...(await measure(browser, p)) });
  await browser.close();
  console.log('\nSummary (gzipped):');
  for (const s of summary)
    console.log(`  ${s.page.padEnd(20)} JS ${kb(s.js).padStart(9)}   CSS ${kb(s.css).padStart(8)}`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
