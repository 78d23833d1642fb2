import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { E2E_APP_ORIGIN, E2E_BASE_URL, REPO_ROOT } from '../support/env';
import { DEMO_MEMBER } from '../support/login';
import { expect, test } from '../support/test';

// The native shell's situation in Chromium: the app built with VITE_API_BASE (README, native apps) runs on
// its own origin and calls the API, and shows the server's pictures, on the server's address.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

let dist = '';
let server: Server | undefined;

/** The built app on the second origin: its files, and index.html for every page address. */
function serveApp(root: string, port: number): Promise<Server> {
  const app = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', E2E_APP_ORIGIN).pathname);
      let file = path.join(root, path.normalize(pathname));
      const isFile = file.startsWith(root) && (await stat(file).catch(() => null))?.isFile();
      if (!isFile) file = path.join(root, 'index.html');
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    })();
  });
  return new Promise((resolve) => app.listen(port, '127.0.0.1', () => resolve(app)));
}

test.use({
  // The home pop-up ad counts as seen on this origin too.
  storageState: {
    cookies: [],
    origins: [{ origin: E2E_APP_ORIGIN, localStorage: [{ name: 'advertisementShow', value: '1' }] }],
  },
});

test.beforeAll(async () => {
  // One build of the app for another origin (about half a minute), into a folder of its own.
  test.setTimeout(300_000);
  dist = await mkdtemp(path.join(os.tmpdir(), 'e2e-app-origin-'));
  const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    env: { ...process.env, VITE_API_BASE: E2E_BASE_URL },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`web build for ${E2E_APP_ORIGIN} failed:\n${built.stderr}`);
  server = await serveApp(dist, Number(new URL(E2E_APP_ORIGIN).port));
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (dist) await rm(dist, { recursive: true, force: true });
});

test('the app on another origin logs the demo member in and shows the server’s pictures', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(E2E_BASE_URL))
      blocked.push(`${request.url()} ${request.failure()?.errorText}`);
  });

  await page.goto(`${E2E_APP_ORIGIN}/pages/login/index/index`);
  await page.getByPlaceholder('请输入账号').fill(DEMO_MEMBER.username);
  // The login call is cross-origin with the wrapper's headers: it needs the server's preflight answer.
  const login = page.waitForResponse((r) => r.url().startsWith(`${E2E_BASE_URL}/api/member/login/`));
  await page.getByPlaceholder('请输入密码').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  expect((await login).headers()['access-control-allow-origin']).toBe(E2E_APP_ORIGIN);
  await expect(page).not.toHaveURL(/\/pages\/login\//);
  expect(new URL(page.url()).origin).toBe(E2E_APP_ORIGIN);

  // A member page: its reads carry the bearer token across origins.
  const info = page.waitForResponse((r) => r.url().startsWith(`${E2E_BASE_URL}/api/member/get/info`));
  await page.goto(`${E2E_APP_ORIGIN}/pages/mine/index/index`);
  expect(await (await info).json()).toMatchObject({ code: 200, data: { username: DEMO_MEMBER.username } });

  // The tab bar's icons are /media pictures on the server's address, loaded by <img> (no CORS).
  const icon = page.getByTestId('tab-bar').locator('img').first();
  await expect(icon).toHaveAttribute('src', new RegExp(`^${E2E_BASE_URL}/media/`));
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(blocked).toEqual([]);
});
