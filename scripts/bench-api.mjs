// API throughput benchmark.
// On loopback, 100 concurrent connections against the paged news list and the course list (as a visitor, then
// as a logged-in member), each printed as requests per second and p99 latency next to a plain Fastify
// hello-world route measured in the same run, and the server's CPU time per request next to the
// hello-world's (a figure that holds on a busy machine, where req/s do not);
// on the embedded database, then on PostgreSQL when a server answers locally. The server is the built one
// `npm start` runs (apps/server/dist/server.mjs).
// Target (issue: content and video): each list ≥ 20% of the hello-world rate with p99 under 50 ms;
// (issue: performance) the member lists ≥ 35%.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, serverArgs } from './built-server.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const helloPort = Number(process.env.BENCH_PORT ?? 8900);
const appPort = helloPort + 1;
const pgAdmin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const lists = [
  { name: 'news list (page 1, 20 rows)', path: '/api/news/ver/2/list?categoryId=15&pageNum=1&pageSize=20' },
  { name: 'course list (page 1, 20 rows)', path: '/api/course/get/list?pageNum=1&pageSize=20' },
];

function start(args, port, env = {}) {
  return spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), ...args],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000000', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    // Another process answering on the port must not pass for ours.
    if (child.exitCode !== null) throw new Error(`${url}: server exited (is the port taken?)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** Stops a server and waits until it has exited, so nothing of one run outlives it. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds a process has used in its own code (user) and in the kernel on its behalf (system). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) / ticksPerSecond, system: Number(fields[12]) / ticksPerSecond };
  } catch {
    return { user: NaN, system: NaN };
  }
}

async function load(url, server, headers = {}) {
  // Warm up (JIT, caches, connection pool) before measuring.
  await autocannon({ url, connections, duration: 2, headers });
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  // The server's CPU time per answer does not depend on what else the machine is doing, unlike req/s.
  const cpuAfter = cpuSeconds(server.pid);
  const perRequest = (seconds) => (seconds / result.requests.total) * 1e6;
  const systemUs = perRequest(cpuAfter.system - cpuBefore.system);
  const cpuUs = perRequest(cpuAfter.user - cpuBefore.user) + systemUs;
  // Non-2xx answers and requests that timed out are part of the result, not a reason to stop.
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    cpuUs,
    systemUs,
  };
}

/** Share of the hello-world's requests per second each list must reach (the issues' targets). */
const VISITOR_TARGET = 0.2;
const MEMBER_TARGET = 0.35;

function row(label, r, hello, target = VISITOR_TARGET) {
  const ratio = hello ? ` (${((r.rps / hello.rps) * 100).toFixed(0)}% of hello-world)` : '';
  const ok = hello
    ? r.rps >= target * hello.rps && r.p99 < 50 && r.failed === 0
      ? 'within target'
      : 'OUTSIDE target'
    : '';
  const failed = r.failed ? `  ${r.failed} failed or timed out` : '';
  const cpuRatio = hello ? ` (${((hello.cpuUs / r.cpuUs) * 100).toFixed(0)}%)` : '';
  console.log(
    `  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms${ratio}  ${ok}${failed}`,
  );
  // The kernel's part is mostly sending the answer over loopback and waking the client that waits for it:
  // the slower the server, the more often the client sleeps between answers, so the dearer each answer.
  const kernel = `, ${r.systemUs.toFixed(0)} µs of it in the kernel`;
  console.log(
    `  ${''.padEnd(34)} ${r.cpuUs.toFixed(0).padStart(7)} µs server CPU per request${cpuRatio}${kernel}`,
  );
}

async function memberToken() {
  const res = await fetch(`http://127.0.0.1:${appPort}/api/member/login/ver/2/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`demo login failed: ${body.msg}`);
  return body.data.token;
}

async function measure(label, env, cleanup) {
  const server = start(serverArgs(), appPort, env);
  try {
    await waitFor(`http://127.0.0.1:${appPort}/healthz`, server);
    console.log(label);
    const hello = await load(`http://127.0.0.1:${helloPort}/hello`, helloServer);
    row('hello-world (plain Fastify)', hello);
    for (const list of lists)
      row(list.name, await load(`http://127.0.0.1:${appPort}${list.path}`, server), hello);
    // A member's answer depends on what they hold: no shared response, a session lookup per request.
    const auth = { authorization: `Bearer ${await memberToken()}` };
    for (const list of lists)
      row(
        `${list.name.replace(/ \(.*/, '')}, as a member`,
        await load(`http://127.0.0.1:${appPort}${list.path}`, server, auth),
        hello,
        MEMBER_TARGET,
      );
  } finally {
    await stop(server);
    cleanup();
  }
}

function postgresAvailable() {
  try {
    execFileSync('psql', [pgAdmin, '-tAc', 'select 1'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

// The server as `npm start` runs it: built into one module, before anything is measured.
serverArgs();
const helloServer = start(['scripts/bench-hello.mjs'], helloPort);
try {
  await waitFor(`http://127.0.0.1:${helloPort}/hello`, helloServer);
  console.log(`${connections} connections, ${seconds} s per route, loopback`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  await measure('Embedded database (PGlite):', { DATA_DIR: dataDir }, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );

  if (postgresAvailable()) {
    const db = `bench_api_${Date.now()}`;
    execFileSync('psql', [pgAdmin, '-qc', `create database ${db}`]);
    const pgDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
    const databaseUrl = `${pgAdmin.replace(/\/[^/]*$/, '')}/${db}`;
    await measure('PostgreSQL:', { DATA_DIR: pgDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'true' }, () => {
      rmSync(pgDir, { recursive: true, force: true });
      execFileSync('psql', [pgAdmin, '-qc', `drop database if exists ${db} with (force)`]);
    });
  } else {
    console.log('PostgreSQL: skipped (no server answering locally)');
  }
} finally {
  await stop(helloServer);
}
