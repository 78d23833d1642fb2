// Security probe: repeats the abuse measurements of the security review against the real server on its
// embedded default (fresh data directory, production budgets, one client address: loopback) and prints
// what got through. Every request goes to 127.0.0.1 only; every loop is bounded.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { root, serverArgs } from './built-server.mjs';
import { probeMarketPrediction } from './probe/market.mjs';
import { pointsKeptAfterRefund, unsuitableOrdersFulfilled } from './probe/money.mjs';
import { captchaSolveRate, credentialStuffing } from './probe/captcha.mjs';

const port = Number(process.env.PROBE_PORT ?? 8950);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'probe-security-'));

// The built server `npm start` runs, built first.
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The money probes pay at the simulated cashier (off in production unless asked for).
    PAY_SANDBOX: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUp() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const post = async (url, body, token) => {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
};
const get = async (url, token) =>
  (await fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json();

const results = [];
const report = (what, figure) => {
  results.push([what, figure]);
  console.log(`${what}: ${figure}`);
};

/** SMS codes the embedded outbox provider wrote (no file: none). */
function outboxLines() {
  try {
    return readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}

async function smsBombing() {
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      post('/api/common/sms/code', { mobile: `1390000${String(i).padStart(4, '0')}`, purpose: 'login' }),
    ),
  );
  const delivered = outboxLines();
  const captcha = answers.filter((a) => a.code === 428).length;
  report(
    'SMS codes delivered for 200 mobiles from one address',
    `${delivered} (captcha asked ${captcha} times)`,
  );
}

async function commentFlood(token, newsId) {
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, i) => post('/api/news/comment', { newsId, content: `刷屏${i}` }, token)),
  );
  report('comments accepted of 300 sent at once by one member', answers.filter((a) => a.code === 200).length);
}

async function nulFields() {
  const answers = await Promise.all([
    post('/api/member/login/ver/2/register', {
      username: 'a\u0000b',
      password: 'Secret#2026',
      mobile: '13900001111',
      code: '123456',
    }),
    post('/api/member/login/ver/2/account', { username: 'demo\u0000', password: 'x' }),
    get('/api/news/ver/2/list?title=%00'),
  ]);
  report(
    'NUL-byte requests answered 500',
    `${answers.filter((a) => a.code === 500).length} of ${answers.length}`,
  );
}

async function paidMedia() {
  const files = [
    'course-1.mp4',
    'course-2.mp4',
    'course-3.mp4',
    'replay-1.mp4',
    'live-1/index.m3u8',
    'live-1/segment-00.m4s',
  ];
  const open = [];
  for (const file of files) if ((await fetch(`${base}/media/video/${file}`)).status === 200) open.push(file);
  // Files that only free content uses stay public by design; any file a paid item uses needs a signed link.
  report(
    'demo video files served anonymously without a signed link',
    `${open.length} of ${files.length} (${open.join(', ') || 'none'}; public only when no paid item uses them)`,
  );
}

function socket(liveId) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/websocket/live/${liveId}`);
    const done = (state) => resolve({ ws, state });
    ws.once('open', () => done('open'));
    ws.once('close', (code) => done(code));
    ws.once('error', () => done('error'));
    // A socket the server cap closes right after the upgrade reports 'open' first: look again shortly.
  });
}

async function socketCap() {
  const sockets = [];
  for (let i = 0; i < 2000; i += 1) sockets.push(socket(1));
  const opened = await Promise.all(sockets);
  await new Promise((r) => setTimeout(r, 1000));
  const stillOpen = opened.filter((s) => s.ws.readyState === WebSocket.OPEN).length;
  const heats = await get('/api/live/ver/2/heats/1');
  report(
    'sockets from one address still open of 2,000',
    `${stillOpen} (online shown: ${heats.data?.online ?? '?'})`,
  );
  for (const s of opened) s.ws.terminate();
}

async function frameFlood() {
  const { ws } = await socket(1);
  let answers = 0;
  ws.on('message', () => (answers += 1));
  const closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  for (let i = 0; i < 5000 && ws.readyState === WebSocket.OPEN; i += 1) ws.send(`junk ${i}`);
  const code = await Promise.race([closed, new Promise((r) => setTimeout(() => r('still open'), 5000))]);
  report('junk frames answered of 5,000 on one socket', `${answers}, then closed with ${code}`);
  ws.terminate();
}

async function headers() {
  const res = await fetch(`${base}/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  report(
    'security headers on /',
    `CSP ${csp ? 'yes' : 'no'}, frame-ancestors ${/frame-ancestors 'self'/.test(csp) ? "'self'" : 'missing'}, ` +
      `X-Frame-Options ${res.headers.get('x-frame-options')}, Referrer-Policy ${res.headers.get('referrer-policy')}`,
  );
  report('/healthz answer', JSON.stringify(await (await fetch(`${base}/healthz`)).json()));
  report('/docs in production', (await fetch(`${base}/docs`)).status);
}

try {
  await waitUp();
  const login = await post('/api/member/login/ver/2/account', { username: 'demo', password: 'Demo@2026' });
  const token = login.data.token;
  const list = await get('/api/news/ver/2/list?categoryId=11&pageSize=50');
  const free = list.rows.find((n) => n.moduleId === null);
  await smsBombing();
  await commentFlood(token, free.id);
  await nulFields();
  await paidMedia();
  await headers();
  await credentialStuffing({ base, report });
  await captchaSolveRate({ base, report });
  await frameFlood();
  await socketCap();
  await probeMarketPrediction({ base, report });
  // As the demo teacher: the demo member's write budget went to the comment flood above.
  const teacher = await post('/api/member/login/ver/2/account', {
    username: 'teacher',
    password: 'Teacher@2026',
  });
  const money = { post, get, report };
  await pointsKeptAfterRefund(money, teacher.data.token);
  await unsuitableOrdersFulfilled(money, teacher.data.token);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
