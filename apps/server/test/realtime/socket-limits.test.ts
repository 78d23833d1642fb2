import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveHeats } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { NATIVE_APP_ORIGINS } from '@app/contract/cross-origin';
import { loadConfig, type Config } from '../../src/config';
import { client } from '../helpers/http';
import { listeningUrl, login, openSocket, sleep, type TestSocket } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One client cannot hold many sockets, flood one with frames, or inflate a room's online count; pages on
// localhost reach the socket only outside production.
const apps: TestApp[] = [];
let sockets: TestSocket[] = [];

async function appWith(live: Partial<Config['live']>) {
  const t = await createTestApp({ live });
  apps.push(t);
  return t;
}

async function socket(t: TestApp, path: number | string, options: { origin?: string } = {}) {
  const s = await openSocket(t, path, options);
  sockets.push(s);
  return s;
}

const online = async (t: TestApp, liveId: number) =>
  ((await client(t.app).get<LiveHeats>(`${Api.liveHeats}/${liveId}`)).data as LiveHeats).online;

/** Waits until the room's online count is `expected` (sockets join once their room is looked up). */
async function onlineBecomes(t: TestApp, liveId: number, expected: number): Promise<number> {
  const deadline = Date.now() + 5000;
  let count = await online(t, liveId);
  while (count !== expected && Date.now() < deadline) {
    await sleep(20);
    count = await online(t, liveId);
  }
  return count;
}

afterEach(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  sockets = [];
});
afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('sockets per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ maxSocketsPerIp: 3 });
  });

  it('closes the socket beyond the cap with 1008 and does not count it online', async () => {
    const baseline = await online(t, 3);
    const kept = [await socket(t, 3), await socket(t, 3), await socket(t, 3)];
    expect(await onlineBecomes(t, 3, baseline + 3)).toBe(baseline + 3);

    const extra = await socket(t, 3);
    expect(await extra.closed).toEqual({ code: 1008, reason: 'too many connections' });
    expect(await online(t, 3)).toBe(baseline + 3);
    // A room elsewhere counts against the same address.
    const elsewhere = await socket(t, 1);
    expect((await elsewhere.closed).code).toBe(1008);

    // A closed socket frees its place.
    await kept[0]?.close();
    const again = await socket(t, 3);
    again.send({ type: 'heartbeat' });
    await again.next('heartbeat');
    expect(await onlineBecomes(t, 3, baseline + 3)).toBe(baseline + 3);
  });
});

describe('frames per socket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ frameLimit: 20, frameWindowMs: 60_000 });
  });

  it('closes a socket that floods junk frames with 1008 after answering at most the budget', async () => {
    const flooder = await socket(t, 1);
    for (let i = 0; i < 5000 && flooder.ws.readyState === 1; i += 1) flooder.sendRaw(`junk ${i}`);
    expect(await flooder.closed).toEqual({ code: 1008, reason: 'too many frames' });
    expect(flooder.frames.length).toBeLessThanOrEqual(20);

    // Everyone else is served as before.
    const other = await socket(t, 1);
    other.send({ type: 'heartbeat' });
    await other.next('heartbeat');
  });

  it('a socket within its budget is never closed', async () => {
    const s = await socket(t, 1);
    for (let i = 0; i < 20; i += 1) {
      s.send({ type: 'heartbeat' });
      await s.next('heartbeat');
    }
    expect(s.ws.readyState).toBe(1);
  });
});

describe('online count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });

  it('counts several sockets of one member once, and of one device once', async () => {
    const token = await login(t, 'member');
    const baseline = await online(t, 2);

    const first = await socket(t, 2);
    const second = await socket(t, 2);
    for (const s of [first, second]) {
      s.send({ type: 'online', liveId: 2, userType: 'member', token });
      await s.next('online');
    }
    expect(await onlineBecomes(t, 2, baseline + 1)).toBe(baseline + 1);

    const tabA = await socket(t, '2?deviceId=dev-abc123');
    const tabB = await socket(t, '2?deviceId=dev-abc123');
    expect(await onlineBecomes(t, 2, baseline + 2)).toBe(baseline + 2);
    const otherDevice = await socket(t, '2?deviceId=dev-xyz789');
    expect(await onlineBecomes(t, 2, baseline + 3)).toBe(baseline + 3);

    // The member's device identifies as the member: still one viewer each.
    tabA.send({ type: 'online', liveId: 2, userType: 'member', token });
    expect((await tabA.next('online')).online).toBe(baseline + 3);
    await tabA.close();
    expect(await onlineBecomes(t, 2, baseline + 3)).toBe(baseline + 3);
    for (const s of [first, second, tabB, otherDevice]) await s.close();
    expect(await onlineBecomes(t, 2, baseline)).toBe(baseline);
  });

  it('a malformed device id counts the socket on its own', async () => {
    const baseline = await online(t, 2);
    await socket(t, `2?deviceId=${'x'.repeat(65)}`);
    await socket(t, `2?deviceId=${'x'.repeat(65)}`);
    expect(await onlineBecomes(t, 2, baseline + 2)).toBe(baseline + 2);
  });
});

describe('origins in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production defaults: no localhost pages, the native shell's origins (CORS_ORIGINS) allowed.
    const { allowedOrigins, allowLocalOrigins } = loadConfig({ NODE_ENV: 'production' }).live;
    t = await appWith({ allowLocalOrigins, allowedOrigins });
  });

  it("lets the native app's pages open live rooms", async () => {
    for (const origin of NATIVE_APP_ORIGINS) {
      const s = await socket(t, 1, { origin });
      s.send({ type: 'heartbeat' });
      await s.next('heartbeat');
    }
    await expect(openSocket(t, 1, { origin: 'https://localhost.evil.example' })).rejects.toThrow('HTTP 403');
    await expect(openSocket(t, 1, { origin: 'capacitor://evil' })).rejects.toThrow('HTTP 403');
  });

  it('refuses localhost pages unless allowed; the own host still passes', async () => {
    await expect(openSocket(t, 1, { origin: 'http://localhost:5173' })).rejects.toThrow('HTTP 403');
    const own = new URL((await listeningUrl(t)).replace('ws:', 'http:')).origin;
    const s = await socket(t, 1, { origin: own });
    s.send({ type: 'heartbeat' });
    await s.next('heartbeat');
  });
});
