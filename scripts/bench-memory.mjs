// Server memory benchmark, on the embedded database (PGlite) as `npm start` runs it (the built server).
// Prints the server's resident memory (RSS) and V8 heap:
//   1. first start on a fresh data directory (creating the database, migrating, seeding), then idle;
//   2. a restart on that data directory, then idle;
//   3. under API load (bench:api's lists, as a visitor and as a logged-in member), then after it.
// Target (issue: performance): at most 400 MB RSS at rest and under load.
//   BENCH_IDLE_SECONDS (60), BENCH_SECONDS per list (10), BENCH_CONNECTIONS (100), BENCH_PORT (8900).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, serverArgs } from './built-server.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 8900);
const base = `http://127.0.0.1:${port}`;
const limitMb = 400;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const lists = [
  '/api/news/ver/2/list?categoryId=15&pageNum=1&pageSize=20',
  '/api/course/get/list?pageNum=1&pageSize=20',
];

/** The server's own figures: a preloaded module appends process.memoryUsage() to this file every 250 ms. */
const reportDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-report-'));
const reporter = path.join(reportDir, 'reporter.mjs');
execFileSync(process.execPath, [
  '-e',
  `require('node:fs').writeFileSync(${JSON.stringify(reporter)}, ${JSON.stringify(`
import { appendFileSync } from 'node:fs';
const file = process.env.BENCH_MEMORY_FILE;
setInterval(() => {
  const m = process.memoryUsage();
  appendFileSync(file, JSON.stringify({ heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external }) + '\\n');
}, 250).unref();
`)})`,
]);

function mb(bytes) {
  return bytes / 1024 / 1024;
}

/** RSS and its high-water mark of a process, in MB, from the kernel. */
function kernelMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/** Child processes of a process (the server creates a fresh database in one). */
function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

function lastHeap(file) {
  try {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    return JSON.parse(lines[lines.length - 1]);
  } catch {
    return undefined;
  }
}

function peakHeap(file) {
  try {
    return Math.max(
      ...readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).heapTotal),
    );
  } catch {
    return NaN;
  }
}

function start(dataDir, memoryFile) {
  const child = spawn(process.execPath, ['--import', reporter, ...serverArgs()], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000000',
      BENCH_MEMORY_FILE: memoryFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Sample the process tree while it runs: the server's own high-water mark is the kernel's, a helper
  // process's (creating the database) only what we catch.
  const sampler = { helperPeak: 0 };
  const timer = setInterval(() => {
    for (const pid of childrenOf(child.pid))
      sampler.helperPeak = Math.max(sampler.helperPeak, kernelMemory(pid).peak || 0);
  }, 100);
  child.once('exit', () => clearInterval(timer));
  return { child, sampler, memoryFile };
}

async function waitHealthy(server) {
  const started = performance.now();
  for (let i = 0; i < 1200; i++) {
    if (server.child.exitCode !== null) throw new Error('server exited while starting (is the port taken?)');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return (performance.now() - started) / 1000;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function stop(server) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function row(label, server, extra = '', judge = 'rss') {
  const { rss, peak } = kernelMemory(server.child.pid);
  const heap = lastHeap(server.memoryFile);
  const heapText = heap
    ? `heap ${mb(heap.heapUsed).toFixed(0).padStart(4)}/${mb(heap.heapTotal).toFixed(0).padStart(4)} MB  ` +
      `external ${mb(heap.external).toFixed(0).padStart(4)} MB`
    : '';
  const verdict = (judge === 'peak' ? peak : rss) <= limitMb ? 'within target' : 'OUTSIDE target';
  console.log(
    `  ${label.padEnd(36)} RSS ${rss.toFixed(0).padStart(5)} MB  (peak ${peak.toFixed(0).padStart(5)})  ${heapText}  ${verdict}${extra}`,
  );
}

async function memberToken() {
  const res = await fetch(`${base}/api/member/login/ver/2/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`demo login failed: ${body.msg}`);
  return body.data.token;
}

console.log('Building the server (apps/server/dist/server.mjs)');
serverArgs();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
try {
  console.log(
    `Embedded database (PGlite), idle ${idleSeconds} s, ${connections} connections × ${seconds} s per list`,
  );

  const first = start(dataDir, path.join(reportDir, 'first.jsonl'));
  const firstSeconds = await waitHealthy(first);
  row(`first start, ready (${firstSeconds.toFixed(1)} s)`, first);
  if (first.sampler.helperPeak)
    console.log(
      `    (the short-lived process creating the database peaked at ${first.sampler.helperPeak.toFixed(0)} MB)`,
    );
  await sleep(idleSeconds * 1000);
  row(`first start, after ${idleSeconds} s idle`, first);
  await stop(first);

  const again = start(dataDir, path.join(reportDir, 'again.jsonl'));
  const againSeconds = await waitHealthy(again);
  row(`restart, ready (${againSeconds.toFixed(1)} s)`, again);
  await sleep(idleSeconds * 1000);
  row(`restart, after ${idleSeconds} s idle`, again);

  const auth = { authorization: `Bearer ${await memberToken()}` };
  let requests = 0;
  for (const headers of [{}, auth])
    for (const list of lists) {
      const result = await autocannon({ url: `${base}${list}`, connections, duration: seconds, headers });
      requests += result.requests.total;
    }
  row('right after API load (judged on peak)', again, `  ${requests} requests`, 'peak');
  console.log(`    heap peak while loaded ${mb(peakHeap(again.memoryFile)).toFixed(0)} MB`);
  await sleep(10_000);
  row('10 s after the load', again);
  await stop(again);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(reportDir, { recursive: true, force: true });
}
