// Live-room fan-out benchmark.
// Starts the real server (embedded database), connects N visitor sockets to one room from this separate
// process on loopback, has the demo teacher post M messages over the socket, and prints delivery latency
// (send → each member's receipt), messages delivered vs expected, and the server's peak memory.
// Then, when PostgreSQL and Redis answer locally, the same with two server instances sharing both:
// members split across the instances, the teacher on the first.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizes = (process.env.BENCH_SOCKETS ?? '1000,5000').split(',').map(Number);
const messages = Number(process.env.BENCH_MESSAGES ?? 10);
const basePort = Number(process.env.BENCH_PORT ?? 8700);
const pgAdmin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SOCKET_PATH = '/websocket/live';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer(port, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    // The per-user send limit would refuse the benchmark's teacher, and the per-address socket cap (and the
    // per-socket frame budget) the thousands of sockets this one process opens from 127.0.0.1; everything
    // else is the default.
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LIVE_SEND_RATE_COUNT: '100000',
      LIVE_TEACHER_SEND_RATE_COUNT: '100000',
      RATE_LIMIT_FACTOR: '1000000',
      LIVE_MAX_SOCKETS_PER_IP: '1000000',
      LIVE_SOCKET_FRAME_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitHealthy(port, child) {
  for (let i = 0; i < 600; i++) {
    // Another process answering on the port must not pass for ours.
    if (child.exitCode !== null) throw new Error(`server for port ${port} exited (is the port taken?)`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* starting */
    }
    await sleep(250);
  }
  throw new Error(`server on ${port} did not start`);
}

/** Peak resident memory of a process, from the kernel's high-water mark (NaN once it has exited). */
function peakRssMb(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Stops a server and waits until it has exited, so nothing of one run outlives it. */
async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function api(port, url, body, token) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${url}: ${json.code} ${json.msg}`);
  return json;
}

function openSocket(port, liveId, online) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}/${liveId}`, { perMessageDeflate: false });
    ws.once('open', () => {
      ws.send(JSON.stringify(online));
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

async function connectMembers(ports, liveId, n, onFrame) {
  const sockets = [];
  const batch = 250;
  for (let i = 0; i < n; i += batch) {
    const group = [];
    for (let j = i; j < Math.min(n, i + batch); j++) {
      const port = ports[j % ports.length];
      group.push(
        openSocket(port, liveId, { type: 'online', liveId, userType: 'visitor', userId: null }).then((ws) => {
          ws.on('message', (data) => onFrame(data));
          return ws;
        }),
      );
    }
    sockets.push(...(await Promise.all(group)));
  }
  return sockets;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run({ label, ports, pids, n }) {
  const [teacherPort] = ports;
  const login = await api(teacherPort, '/api/member/login/ver/2/account', {
    username: 'teacher',
    password: 'Teacher@2026',
  });
  const token = login.data.token;
  const rooms = await api(teacherPort, '/api/live/ver/2/list/word?pageNum=1&pageSize=1');
  const liveId = rooms.rows[0].id;

  const runId = String(Date.now() % 1e9);
  const sentAt = new Map();
  const latencies = [];
  const firstBySeq = new Map();
  const lastBySeq = new Map();
  let delivered = 0;
  const marker = /bench-(\d+)-(\d+)/;
  const members = await connectMembers(ports, liveId, n, (data) => {
    const text = typeof data === 'string' ? data : data.toString();
    if (!text.startsWith('{"type":"msg"')) return;
    const m = marker.exec(text);
    if (!m || m[1] !== runId) return;
    const t0 = sentAt.get(Number(m[2]));
    if (t0 === undefined) return;
    delivered++;
    const latency = performance.now() - t0;
    latencies.push(latency);
    const seq = Number(m[2]);
    if (!firstBySeq.has(seq)) firstBySeq.set(seq, latency);
    lastBySeq.set(seq, latency);
  });
  const teacher = await openSocket(teacherPort, liveId, {
    type: 'online',
    liveId,
    userType: 'teacher',
    userId: null,
    token,
  });
  const rejects = [];
  teacher.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('{"type":"reject"') || text.startsWith('{"type":"error"')) rejects.push(text);
  });
  await sleep(1000);

  // Spaced out so each message's latency is its own (and within the per-user send rate).
  for (let seq = 0; seq < messages; seq++) {
    sentAt.set(seq, performance.now());
    teacher.send(
      JSON.stringify({
        type: 'msg',
        liveId,
        categoryId: 1,
        liveTypeId: 1,
        token,
        content: `<p>bench-${runId}-${seq} 盘中观察</p>`,
      }),
    );
    await sleep(Number(process.env.BENCH_INTERVAL_MS ?? 500));
  }
  await sleep(2000);

  const expected = messages * n;
  latencies.sort((a, b) => a - b);
  const memory = pids.map((pid) => `${peakRssMb(pid).toFixed(0)} MB`).join(' + ');
  console.log(
    `${label.padEnd(34)} N=${String(n).padStart(5)}  M=${messages}  delivered ${delivered}/${expected}` +
      `  lost ${expected - delivered}  p50 ${percentile(latencies, 50).toFixed(1)} ms` +
      `  p99 ${percentile(latencies, 99).toFixed(1)} ms  max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms` +
      `  server peak RSS ${memory}${rejects.length ? `  rejects: ${rejects.length} ${rejects[0]}` : ''}`,
  );
  // First receipt ≈ validate + persist + publish; first-to-last ≈ fan-out on the server plus this process reading.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const firsts = [...firstBySeq.values()];
  const spreads = [...lastBySeq.entries()].map(([seq, last]) => last - (firstBySeq.get(seq) ?? last));
  console.log(
    `${''.padEnd(34)} median first receipt ${median(firsts).toFixed(1)} ms, median first-to-last spread ${median(spreads).toFixed(1)} ms`,
  );
  teacher.close();
  for (const ws of members) ws.terminate();
  await sleep(1000);
}

async function embedded() {
  for (const n of sizes) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-fanout-'));
    const port = basePort;
    const server = startServer(port, { DATA_DIR: dataDir });
    try {
      await waitHealthy(port, server);
      await run({ label: 'one instance, embedded database', ports: [port], pids: [server.pid], n });
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

function available(cmd, args) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

async function twoInstances() {
  if (
    !available('psql', [pgAdmin, '-tAc', 'select 1']) ||
    !available('redis-cli', ['-u', redisUrl, 'ping'])
  ) {
    console.log('two instances through Redis: skipped (PostgreSQL or Redis not answering locally)');
    return;
  }
  for (const n of sizes) {
    const db = `bench_fanout_${Date.now()}`;
    execFileSync('psql', [pgAdmin, '-qc', `create database ${db}`]);
    const databaseUrl = `${pgAdmin.replace(/\/[^/]*$/, '')}/${db}`;
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'bench-fanout-')));
    const env = (i) => ({
      DATA_DIR: dataDirs[i],
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: 'true',
    });
    const ports = [basePort + 1, basePort + 2];
    // The first instance migrates and seeds; the second starts on the ready database.
    const a = startServer(ports[0], env(0));
    let b;
    try {
      await waitHealthy(ports[0], a);
      b = startServer(ports[1], env(1));
      await waitHealthy(ports[1], b);
      await run({ label: 'two instances, PostgreSQL + Redis', ports, pids: [a.pid, b.pid], n });
    } finally {
      await Promise.all([stopServer(a), stopServer(b)]);
      for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
      execFileSync('psql', [pgAdmin, '-qc', `drop database if exists ${db} with (force)`]);
    }
  }
}

console.log(
  `Fan-out: ${messages} teacher messages to N visitor sockets (targets: p99 ≤ 15 ms at 1,000, ≤ 60 ms at 5,000, 0 lost)`,
);
await embedded();
await twoInstances();
