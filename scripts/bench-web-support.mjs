// Shared by the web benchmarks (bench-bundle, bench-lighthouse): a production build of the web app in a
// temporary folder, the real server on its embedded default database serving that build, and the pages
// both benchmarks measure.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, serverArgs } from './built-server.mjs';

export { root };
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Budgets of the first page (issue: performance), printed against every page so growth shows. */
export const budgets = { js: 150 * 1024, css: 20 * 1024, requests: 25 };

/** Builds the web app into a folder of its own, so a running app or test server keeps its files. */
export function buildWeb() {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-web-dist-'));
  execSync(`npx vite build --outDir "${dist}" --emptyOutDir`, {
    cwd: path.join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dist;
}

/**
 * Starts the real server as `npm start` runs it (built first; embedded database, demo seed) on `port` serving
 * `dist`; `stop()` ends it.
 */
export async function startServer(port, dist) {
  const args = serverArgs();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-data-'));
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`server exited (is port ${port} taken?)`);
    }
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return { stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}

async function json(port, apiPath) {
  const res = await fetch(`http://localhost:${port}${apiPath}`);
  return res.json();
}

/**
 * The measured pages. `ready` is what shows the page rendered its content (not an error), for the
 * Playwright-driven bundle benchmark. Ids that depend on the seed are looked up from the API.
 */
export async function benchPages(port) {
  const news = await json(port, '/api/news/ver/2/list?categoryId=11&pageNum=1&pageSize=50');
  const article = news.rows.find((n) => n.moduleId === null);
  const races = await json(port, '/api/stock/race/ver/2/list');
  const race = races.rows.find((r) => r.status === 'open') ?? races.rows[0];
  if (!article || !race) throw new Error('the seed has no free article or no stock race');
  return [
    { name: 'home', path: '/', ready: '[aria-roledescription="carousel"] img' },
    { name: 'news list', path: '/pages/news/list/index?categoryId=15', ready: 'article button' },
    { name: 'news details', path: `/pages/news/details/index?id=${article.id}`, ready: 'main article h1' },
    {
      name: 'course video',
      path: '/pages/course/video/index/index?id=1',
      ready: '[data-testid="video-player"]',
    },
    { name: 'live room', path: '/pages/applets/chat/index?id=1', ready: '[data-testid="live-message"]' },
    { name: 'AI', path: '/pages/ai/index/index', ready: '[data-testid="ai-mode"]' },
    {
      // Members only: the benchmarks sign the demo member in first (memberStorage).
      name: 'stock race',
      path: `/pages/stock/stockRace/index?id=${race.id}`,
      ready: '[data-testid="return-chart"]',
      member: true,
    },
  ];
}

/** The demo member's session as the web app keeps it in localStorage (client-core saveLogin). */
export async function memberStorage(port) {
  const res = await fetch(`http://localhost:${port}/api/member/login/ver/2/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
  });
  const { data } = await res.json();
  if (!data?.token) throw new Error('the demo member could not sign in');
  return {
    token: data.token,
    memberId: String(data.memberId),
    isTeacher: data.isTeacher ? '1' : '0',
    roles: JSON.stringify(data.roles),
    permissions: JSON.stringify(data.permissions),
  };
}

/** Gzip-9 size of a built file by its URL path (the same measure whatever the server sends). */
export function gzippedSize(dist, urlPath) {
  try {
    return gzipSync(readFileSync(path.join(dist, urlPath)), { level: 9 }).length;
  } catch {
    return 0;
  }
}
