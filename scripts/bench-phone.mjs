// How long a page takes to show its content in a real browser on a throttled phone profile: Chromium's own
// DevTools throttling with Lighthouse's mobile figures (150 ms round trip, 1.6 Mbps down, 750 kbps up, a
// 4x slower CPU). Unlike Lighthouse's simulated timings (bench:lighthouse), which add up the bytes and CPU
// work before the paint whatever their order, this measures what the order of requests does: a read sent
// beside the page's code instead of after it shows here.
// Each visit is a fresh browser context (empty cache); the median of BENCH_RUNS visits per page is printed.
// Env: BENCH_PORT (default 8194), BENCH_DIST (an existing build), BENCH_RUNS (default 5), BENCH_PAGES,
// CHROMIUM_PATH (default /usr/bin/chromium).
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { benchPages, buildWeb, memberStorage, startServer } from './bench-web-support.mjs';

const port = Number(process.env.BENCH_PORT ?? 8194);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const phone = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One visit: milliseconds from navigation start until the page's content element is on screen. */
async function visit(browser, { path: pagePath, ready }, storageItems) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (storageItems)
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storageItems);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.latency,
      downloadThroughput: phone.downloadThroughput,
      uploadThroughput: phone.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    await page.goto(`http://localhost:${port}${pagePath}`, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    // The page's own clock: from the navigation's start to now (the content has just appeared).
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

const dist = process.env.BENCH_DIST ?? buildWeb();
const server = await startServer(port, dist);
try {
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
  console.log(`Content shown, ms after navigation (median of ${runs}; 150 ms RTT, 1.6 Mbps, 4x CPU):`);
  for (const p of pages) {
    const storageItems = p.member ? await memberStorage(port) : null;
    await fetch(`http://localhost:${port}${p.path}`); // warms the server, unmeasured
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await visit(browser, p, storageItems));
    console.log(
      `  ${p.name.padEnd(14)} ${String(Math.round(median(times))).padStart(6)}   runs ${times.map(Math.round).join(' / ')}`,
    );
  }
  await browser.close();
} finally {
  server.stop();
  if (!process.env.BENCH_DIST) rmSync(dist, { recursive: true, force: true });
}
