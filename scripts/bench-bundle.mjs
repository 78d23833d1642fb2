// Builds the web app, opens the first page (home/about) in Chromium against the real server,
// and prints the gzipped size of every JavaScript and CSS file the page loaded.
// Targets (issue: foundation): at most 150 KB of JS and 20 KB of CSS, gzipped.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 8191);
const targets = { js: 150 * 1024, css: 20 * 1024 };

execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
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
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const loaded = new Set();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.port === String(port) && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
  });
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
  await browser.close();

  const rows = [...loaded].sort().map((p) => {
    const raw = readFileSync(path.join(dist, p));
    return {
      file: p,
      kind: p.endsWith('.css') ? 'css' : 'js',
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
    };
  });
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nFiles the first page (/) loads:');
  for (const r of rows)
    console.log(
      `  ${r.kind.padEnd(3)} ${kb(r.gzip).padStart(9)} gzip  ${kb(r.raw).padStart(9)} raw  ${r.file}`,
    );
  for (const kind of ['js', 'css']) {
    const total = rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.gzip, 0);
    const verdict = total <= targets[kind] ? 'within' : 'OVER';
    console.log(
      `${kind.toUpperCase()} total: ${kb(total)} gzipped (target ${kb(targets[kind])}: ${verdict})`,
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
