// Live-room fan-out benchmark.
// For each room size N, in one run and one after the other (so the figures share the machine's state):
//  1. a naive `ws` broadcast server (the baseline): one process, no database, the frame serialized once and
//     the same string sent to every client of `wss.clients`;
//  2. the real server on the embedded database;
//  3. two real instances sharing PostgreSQL and Redis (when both answer locally), members split across them.
// Visitor sockets are spread over several client processes (BENCH_CLIENT_WORKERS) so the one process reading
// thousands of sockets is not what is measured. Each receipt is stamped with the system-wide monotonic clock
// as the frame arrives and compared with the teacher's send on the same clock. Every socket must receive the
// M messages once each, in order: anything missing counts as lost, anything out of order or repeated as
// disordered. The server's peak resident memory is its kernel high-water mark, reset once it is up, so it is
// the peak during the fan-out (its memory at rest is printed beside it).
// The real server is the built one `npm start` runs (apps/server/dist/server.mjs), built first.
// BENCH_CPU_PROF=<dir> writes a CPU profile of each real server to that directory.
import { fork, spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { serverArgs } from './built-server.mjs';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const SOCKET_PATH = '/websocket/live';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Milliseconds on the system-wide monotonic clock: comparable between the processes of this machine. */
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

const role = process.argv[2];
if (role === 'client') await clientWorker();
else if (role === 'naive') naiveServer(Number(process.argv[3]));
else await main();

// ---------------------------------------------------------------------------------------------------------
// Client worker: holds a share of the room's visitor sockets and records when each bench frame arrives.

async function clientWorker() {
  /** Per socket: the sequence numbers received, in arrival order, and their arrival times. */
  let sockets = [];
  let marker = null;
  process.on('message', async (command) => {
    if (command.type === 'connect') {
      marker = Buffer.from(`bench-${command.runId}-`);
      sockets = await connectMembers(command);
      process.send({ type: 'connected' });
    } else if (command.type === 'report') {
      const seqs = [];
      const times = [];
      for (const s of sockets) {
        seqs.push(s.seqs);
        times.push(s.times);
      }
      process.send({ type: 'report', seqs, times });
    } else if (command.type === 'close') {
      for (const s of sockets) s.ws.terminate();
      process.exit(0);
    }
  });

  async function connectMembers({ ports, liveId, from, to, naive }) {
    const out = [];
    const batch = 200;
    for (let i = from; i < to; i += batch) {
      const group = [];
      for (let j = i; j < Math.min(to, i + batch); j++) {
        const port = ports[j % ports.length];
        group.push(
          openSocket(
            port,
            liveId,
            { type: 'online', liveId, userType: 'visitor', userId: null },
            !naive,
          ).then((ws) => {
            const record = { ws, seqs: [], times: [] };
            ws.on('message', (data) => {
              // Stamped first; the frame is only searched, never parsed.
              const at = nowMs();
              const buf = typeof data === 'string' ? Buffer.from(data) : data;
              const k = buf.indexOf(marker);
              if (k < 0) return;
              let seq = 0;
              for (let p = k + marker.length; p < buf.length && buf[p] >= 48 && buf[p] <= 57; p++)
                seq = seq * 10 + buf[p] - 48;
              record.seqs.push(seq);
              record.times.push(at);
            });
            return record;
          }),
        );
      }
      out.push(...(await Promise.all(group)));
    }
    return out;
  }
}

/**
 * Opens a room socket and announces it. With `answered`, resolves once the server has answered (so the
 * socket's joining is no longer under way and competing with the fan-out when the teacher starts).
 */
function openSocket(port, liveId, online, answered = false) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}/${liveId}`, { perMessageDeflate: false });
    ws.once('open', () => {
      ws.send(JSON.stringify(online));
      if (answered) ws.once('message', () => resolve(ws));
      else resolve(ws);
    });
    ws.once('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The naive baseline: what a plain `ws` server does with no rooms, rights, database or broker.

function naiveServer(port) {
  const wss = new WebSocketServer({ port, host: '127.0.0.1', perMessageDeflate: false });
  let id = 0;
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type !== 'msg') return;
      id += 1;
      // Shaped like the real server's msg frame (about as many bytes), serialized once.
      const text = JSON.stringify({
        type: 'msg',
        data: {
          id,
          liveId: frame.liveId,
          categoryId: frame.categoryId,
          liveTypeId: frame.liveTypeId,
          content: frame.content,
          pic: null,
          status: 1,
          createTime: new Date().toISOString(),
          memberId: 2,
          nickname: '王慕言',
          avatar: '/media/avatars/teacher-1.png',
          teacherId: 1,
          teacherName: '王慕言',
          teacherAvatar: '/media/avatars/teacher-1.png',
          quoteId: null,
          quote: null,
          tplId: 0,
          tplRefId: 0,
        },
      });
      for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
    });
  });
  wss.on('listening', () => process.send?.({ type: 'listening' }));
}

// ---------------------------------------------------------------------------------------------------------
// The driver.

async function main() {
  const sizes = (process.env.BENCH_SOCKETS ?? '1000,5000').split(',').map(Number);
  const messages = Number(process.env.BENCH_MESSAGES ?? 10);
  const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 500);
  const workers = Number(process.env.BENCH_CLIENT_WORKERS ?? 2);
  const basePort = Number(process.env.BENCH_PORT ?? 8700);
  const pgAdmin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const cpuProfDir = process.env.BENCH_CPU_PROF;
  const only = new Set((process.env.BENCH_ONLY ?? 'naive,base,ours,two').split(','));

  function startServer(port, env, cwd = root) {
    const args = [];
    if (cpuProfDir) args.push('--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfDir));
    return spawn(process.execPath, [...args, ...serverArgs(cwd)], {
      cwd,
      // The per-user send limit would refuse the benchmark's teacher, and the per-address socket cap (and the
      // per-socket frame budget) the thousands of sockets opened from 127.0.0.1; everything else is the default.
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

  const status = (pid, field) => {
    try {
      const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : NaN;
    } catch {
      return NaN;
    }
  };
  /** CPU time (user + system) the process has used, in ms: unlike latency, hardly moved by a busy machine. */
  const cpuMs = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return NaN;
    }
  };
  /** Resets the kernel's high-water mark to the current resident memory, so the peak is the run's own. */
  const resetPeak = (pid) => {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      /* not allowed here: the peak then counts start-up too */
    }
  };

  async function stopChild(child) {
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

  const ask = (child, command, answer) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m);
      };
      const onExit = (code) => reject(new Error(`client worker exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(command);
    });

  function percentile(sorted, p) {
    if (sorted.length === 0) return NaN;
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }

  /** One measurement: N visitors over the ports, the teacher on the first port, M spaced messages. */
  async function run({ ports, pids, n, naive }) {
    const [teacherPort] = ports;
    let token = '';
    let liveId = 1;
    if (!naive) {
      token = (
        await api(teacherPort, '/api/member/login/ver/2/account', {
          username: 'teacher',
          password: 'Teacher@2026',
        })
      ).data.token;
      liveId = (await api(teacherPort, '/api/live/ver/2/list/word?pageNum=1&pageSize=1')).rows[0].id;
    }
    const runId = String(Date.now() % 1e9);
    const clients = Array.from({ length: workers }, () => fork(self, ['client'], { stdio: 'inherit' }));
    try {
      const share = Math.ceil(n / workers);
      await Promise.all(
        clients.map((child, w) =>
          ask(
            child,
            {
              type: 'connect',
              runId,
              ports,
              liveId,
              naive,
              from: w * share,
              to: Math.min(n, (w + 1) * share),
            },
            'connected',
          ),
        ),
      );
      const teacher = await openSocket(teacherPort, liveId, {
        type: 'online',
        liveId,
        userType: 'teacher',
        userId: null,
        token,
      });
      const rejects = [];
      let frameBytes = 0;
      teacher.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"reject"') || text.startsWith('{"type":"error"')) rejects.push(text);
        if (text.includes(`bench-${runId}-`)) frameBytes = data.length;
      });
      await sleep(1000);
      const rest = pids.map((pid) => status(pid, 'VmRSS'));
      for (const pid of pids) resetPeak(pid);
      const cpuBefore = pids.map(cpuMs);

      const sentAt = [];
      for (let seq = 0; seq < messages; seq++) {
        sentAt.push(nowMs());
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
        await sleep(intervalMs);
      }
      await sleep(2000);
      const peak = pids.map((pid) => status(pid, 'VmHWM'));
      const cpuPerMessage = pids.map((pid, i) => (cpuMs(pid) - cpuBefore[i]) / messages);

      const latencies = [];
      /** Per message, its first receipt: roughly validate + persist + publish, before the fan-out spreads it. */
      const first = new Array(messages).fill(Infinity);
      let delivered = 0;
      let disordered = 0;
      for (const child of clients) {
        const { seqs, times } = await ask(child, { type: 'report' }, 'report');
        for (let s = 0; s < seqs.length; s++) {
          let expect = 0;
          for (let k = 0; k < seqs[s].length; k++) {
            const seq = seqs[s][k];
            if (seq !== expect) disordered++;
            else delivered++;
            expect = seq + 1;
            if (seq >= messages) continue;
            const latency = times[s][k] - sentAt[seq];
            latencies.push(latency);
            if (latency < first[seq]) first[seq] = latency;
          }
        }
      }
      latencies.sort((a, b) => a - b);
      teacher.close();
      return {
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? NaN,
        cpuPerMessage,
        first: percentile(
          [...first].sort((a, b) => a - b),
          50,
        ),
        lost: messages * n - delivered,
        disordered,
        rest,
        peak,
        frameBytes,
        rejects,
      };
    } finally {
      await Promise.all(
        clients.map(async (child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          if (child.connected) child.send({ type: 'close' });
          await Promise.race([exited, sleep(5000)]);
          if (child.exitCode === null) child.kill('SIGKILL');
        }),
      );
      await sleep(500);
    }
  }

  async function naiveRun(n) {
    const port = basePort + 3;
    const child = fork(self, ['naive', String(port)], { stdio: 'inherit' });
    try {
      await new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', () => reject(new Error(`naive server on ${port} exited (is the port taken?)`)));
      });
      return await run({ ports: [port], pids: [child.pid], n, naive: true });
    } finally {
      await stopChild(child);
    }
  }

  async function embeddedRun(n, cwd = root) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-fanout-'));
    const server = startServer(basePort, { DATA_DIR: dataDir }, cwd);
    try {
      await waitHealthy(basePort, server);
      return await run({ ports: [basePort], pids: [server.pid], n });
    } finally {
      await stopChild(server);
      rmSync(dataDir, { recursive: true, force: true });
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

  async function twoRun(n) {
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
      return await run({ ports, pids: [a.pid, b.pid], n });
    } finally {
      await Promise.all([stopChild(a), stopChild(b)]);
      for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
      execFileSync('psql', [pgAdmin, '-qc', `drop database if exists ${db} with (force)`]);
    }
  }

  const shared =
    available('psql', [pgAdmin, '-tAc', 'select 1']) && available('redis-cli', ['-u', redisUrl, 'ping']);
  console.log(
    `Fan-out: ${messages} teacher messages ${intervalMs} ms apart to N visitor sockets over ${workers} client processes` +
      ` (load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
  );
  console.log(
    'targets: ours ≤ naive, p99 ≤ 15 ms at 1,000 and ≤ 60 ms at 5,000, 0 lost; two instances ≤ ours + 5 ms p99',
  );
  if (!shared)
    console.log('two instances through Redis: skipped (PostgreSQL or Redis not answering locally)');

  const rows = [];
  for (const n of sizes) {
    const row = { n };
    if (only.has('naive')) row.naive = await naiveRun(n);
    // BENCH_BASE_ROOT: a checkout of another revision, measured the same way (e.g. before a change); its
    // server is built there too (a revision from before the build starts from source).
    if (process.env.BENCH_BASE_ROOT && only.has('base'))
      row.base = await embeddedRun(n, process.env.BENCH_BASE_ROOT);
    if (only.has('ours')) row.ours = await embeddedRun(n);
    if (only.has('two') && shared) row.two = await twoRun(n);
    for (const [name, r] of Object.entries(row)) {
      if (name === 'n') continue;
      if (r.rejects.length)
        console.log(`  ${name} N=${n}: ${r.rejects.length} rejects, first ${r.rejects[0]}`);
      console.log(
        `  ${name.padEnd(5)} N=${String(n).padStart(5)}  p50 ${r.p50.toFixed(1)}  p99 ${r.p99.toFixed(1)}  max ${r.max.toFixed(1)} ms` +
          `  (first receipt ${r.first.toFixed(1)} ms)` +
          `  server CPU ${r.cpuPerMessage.map((v) => v.toFixed(1)).join('+')} ms/message` +
          `  lost ${r.lost}  disordered ${r.disordered}  frame ${r.frameBytes} B` +
          `  RSS at rest ${r.rest.map((v) => v.toFixed(0)).join('+')} MB, peak ${r.peak.map((v) => v.toFixed(0)).join('+')} MB`,
      );
    }
    rows.push(row);
  }

  const cell = (r, key) => (r ? r[key].toFixed(1) : '–');
  const pair = (r) => (r ? `${cell(r, 'p50')} / ${cell(r, 'p99')}` : '–');
  const mb = (r) => (r ? r.peak.map((v) => v.toFixed(0)).join(' + ') : '–');
  const header = [
    'sockets',
    'naive p50/p99 ms',
    'ours p50/p99 ms',
    'two-instance p50/p99 ms',
    'lost (ours, two)',
    'server peak RSS MB (ours; two)',
  ];
  const lines = rows.map((row) => [
    String(row.n),
    pair(row.naive),
    pair(row.ours),
    pair(row.two),
    `${row.ours ? row.ours.lost + row.ours.disordered : '–'}, ${row.two ? row.two.lost + row.two.disordered : '–'}`,
    `${mb(row.ours)}; ${mb(row.two)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const print = (cells) => console.log(`| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`);
  console.log('');
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  for (const l of lines) print(l);
}
