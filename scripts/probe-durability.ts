// Durability probe: starts the real server, streams writes at it (news comments, orders, stock trades,
// live-room messages), kills it with SIGKILL at a random moment, restarts it on the same data and checks
// that every write the server acknowledged is still there. Repeats ROUNDS times and prints a table.
//   npm run probe:durability                       (embedded PGlite)
//   PROBE_DATABASE_URL=postgres://... npm run probe:durability   (a fresh PostgreSQL database on that server)
// It runs the built server as `npm start` does (PROBE_FROM_SOURCE=1: the TypeScript source through tsx).
// Exits non-zero when an acknowledged write is missing or the server fails to start again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { Api } from '../packages/contract/src/paths';
import { LIVE_SOCKET_PATH } from '../packages/contract/src/socket';
import { demoMember, demoTeacher } from '../apps/server/src/seed/demo-accounts';
import { serverArgs } from './built-server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const PORT = Number(process.env.PROBE_PORT ?? 8391);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '..');
const NEWS_ID = 1;
const LIVE_ID = 1;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: unknown[];
  total?: number;
}

async function call<T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Envelope<T>;
}

/** A fresh PostgreSQL database for the run, dropped at the end. */
async function postgresDatabase(adminUrl: string) {
  const name = `durability_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The built server `npm start` runs (built first); PROBE_FROM_SOURCE=1 runs the TypeScript source through tsx. */
const FROM_SOURCE = process.env.PROBE_FROM_SOURCE === '1';
const SERVER_ARGS: string[] = FROM_SOURCE ? ['--import', 'tsx', 'apps/server/src/server.ts'] : serverArgs();

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function waitHealthy(child: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${BASE}${Api.healthz}`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not become healthy in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function login(username: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>('POST', Api.accountLogin, undefined, { username, password });
  if (answer.code !== 200 || !answer.data) throw new Error(`login ${username}: ${answer.msg}`);
  return answer.data.token;
}

/** Refusals the writers met (printed once each): a write the server refused is not a lost write. */
const refusals = new Set<string>();

interface Acked {
  comments: string[];
  orders: string[];
  trades: number[];
  messages: number[];
}

/** Runs every writer until `stop` is set; only answers the server acknowledged are recorded. */
function streamWrites(tokens: { member: string; teacher: string }, raceId: number, acked: Acked) {
  const state = { stop: false };
  const loop = async (write: () => Promise<void>) => {
    while (!state.stop) {
      try {
        await write();
      } catch {
        // The server died mid-request: not acknowledged, not expected.
      }
    }
  };
  const comments = loop(async () => {
    const content = `耐久评论 ${randomBytes(6).toString('hex')}`;
    const answer = await call('POST', Api.newsComment, tokens.member, { newsId: NEWS_ID, content });
    if (answer.code === 200) acked.comments.push(content);
    else refusals.add(`comment: ${answer.msg}`);
  });
  const orders = loop(async () => {
    const answer = await call<{ orderNo: string }>('POST', Api.orderCreate, tokens.member, { goodsId: 1 });
    if (answer.code === 200 && answer.data) acked.orders.push(answer.data.orderNo);
    else refusals.add(`order: ${answer.msg}`);
  });
  const trades = loop(async () => {
    // Buys only (T+1 keeps today's shares from being sold), of a cheap stock so the capital lasts.
    const answer = await call<{ trade: { id: number } }>('POST', Api.stockOrder, tokens.member, {
      raceId,
      code: '000001',
      side: 'buy',
      quantity: 100,
    });
    if (answer.code === 200 && answer.data) acked.trades.push(answer.data.trade.id);
    else refusals.add(`trade: ${answer.msg}`);
  });
  const messages = new Promise<void>((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}${LIVE_SOCKET_PATH}/${LIVE_ID}`);
    let sent = 0;
    const sendNext = () => {
      if (state.stop || socket.readyState !== WebSocket.OPEN) return;
      sent += 1;
      socket.send(
        JSON.stringify({
          type: 'msg',
          liveId: LIVE_ID,
          content: `<p>耐久消息 ${sent}</p>`,
          token: tokens.teacher,
          clientMsgId: `d${sent}`,
        }),
      );
    };
    socket.on('open', sendNext);
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string; id?: number };
      if (frame.type === 'ack' && typeof frame.id === 'number') acked.messages.push(frame.id);
      if (frame.type === 'ack' || frame.type === 'reject') sendNext();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
  return {
    async stop() {
      state.stop = true;
      await Promise.all([comments, orders, trades, messages]);
    },
  };
}

async function missing(tokens: { member: string; teacher: string }, raceId: number, acked: Acked) {
  const lost: string[] = [];
  const seenComments = new Set<string>();
  for (let page = 1; ; page += 1) {
    const answer = await call<unknown>(
      'GET',
      `${Api.newsCommentList}/${NEWS_ID}?pageNum=${page}&pageSize=100`,
      tokens.member,
    );
    const rows = (answer.rows ?? []) as { content: string }[];
    for (const row of rows) seenComments.add(row.content);
    if (rows.length < 100) break;
  }
  for (const content of acked.comments) if (!seenComments.has(content)) lost.push(`comment ${content}`);
  for (const orderNo of acked.orders) {
    const answer = await call('GET', `${Api.orderInfo}/${orderNo}`, tokens.member);
    if (answer.code !== 200) lost.push(`order ${orderNo}`);
  }
  const seenTrades = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer = await call(
      'GET',
      `${Api.stockTrades}?raceId=${raceId}&pageNum=${page}&pageSize=100`,
      tokens.member,
    );
    const rows = (answer.rows ?? []) as { id: number }[];
    for (const row of rows) seenTrades.add(row.id);
    if (rows.length < 100) break;
  }
  for (const id of acked.trades) if (!seenTrades.has(id)) lost.push(`trade ${id}`);
  const seenMessages = new Set<number>();
  const first = Math.min(...acked.messages, Number.MAX_SAFE_INTEGER) - 1;
  for (let after = first; acked.messages.length > 0;) {
    const answer = await call<{ rows: { id: number }[]; hasMore: boolean }>(
      'GET',
      `${Api.liveMessageAfter}?liveId=${LIVE_ID}&afterId=${after}`,
      tokens.teacher,
    );
    const rows = answer.data?.rows ?? [];
    for (const row of rows) seenMessages.add(row.id);
    if (!answer.data?.hasMore || rows.length === 0) break;
    after = rows.at(-1)!.id;
  }
  for (const id of acked.messages) if (!seenMessages.has(id)) lost.push(`live message ${id}`);
  return lost;
}

async function main() {
  const adminUrl = process.env.PROBE_DATABASE_URL;
  const database = adminUrl ? await postgresDatabase(adminUrl) : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'durability-'));
  const env: NodeJS.ProcessEnv = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    RATE_LIMIT_FACTOR: '100000',
    MARKET_CLOCK_NEXT_TRADING_DAY_AT: '10:00',
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  };
  const acked: Acked = { comments: [], orders: [], trades: [], messages: [] };
  const restarts: number[] = [];
  let failure: string | null = null;
  let child = startServer(env);
  try {
    console.log(
      `first start: ${(await waitHealthy(child)).toFixed(0)} ms (${database ? 'PostgreSQL' : 'PGlite'})`,
    );
    const tokens = {
      member: await login(demoMember.username, demoMember.password),
      teacher: await login(demoTeacher.username, demoTeacher.password),
    };
    const races = await call<unknown>('GET', `${Api.stockRaceList}?pageSize=20`, tokens.member);
    const raceId = ((races.rows ?? []) as { id: number; status: string }[]).find(
      (r) => r.status === 'open',
    )?.id;
    if (!raceId) throw new Error('no open race seeded');
    await call('POST', Api.stockRaceJoin, tokens.member, { raceId });

    for (let round = 1; round <= ROUNDS; round += 1) {
      const writes = streamWrites(tokens, raceId, acked);
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      await writes.stop();
      child = startServer(env);
      restarts.push(await waitHealthy(child));
      const lost = await missing(tokens, raceId, acked);
      const total = acked.comments.length + acked.orders.length + acked.trades.length + acked.messages.length;
      console.log(
        `round ${String(round).padStart(2)}: restart ${restarts.at(-1)!.toFixed(0).padStart(5)} ms, ` +
          `acknowledged so far ${total} (comments ${acked.comments.length}, orders ${acked.orders.length}, ` +
          `trades ${acked.trades.length}, live messages ${acked.messages.length}), missing ${lost.length}`,
      );
      if (lost.length > 0) {
        failure = `lost after round ${round}: ${lost.slice(0, 10).join(', ')}`;
        break;
      }
    }
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...restarts].sort((x, y) => x - y);
  if (sorted.length > 0)
    console.log(
      `restarts: ${sorted.length}, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(0)} ms`,
    );
  if (failure) {
    console.error(`FAILED: ${failure}`);
    process.exit(1);
  }
  if (refusals.size > 0) console.log(`refused writes (not counted): ${[...refusals].join('; ')}`);
  console.log('every acknowledged write survived');
}

await main();
