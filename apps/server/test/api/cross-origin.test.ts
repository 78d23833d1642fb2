import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CROSS_ORIGIN_REQUEST_HEADERS,
  NATIVE_APP_ORIGINS,
  PREFLIGHT_MAX_AGE_SECONDS,
} from '@app/contract/cross-origin';
import { Api } from '@app/contract/paths';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The native shell's pages (capacitor://localhost, https://localhost) call the API on its public address.
let t: TestApp;
let token: string;
const PICTURE = '/media/avatars/teacher-1.svg';
const UPLOADED = '/uploads/cross-origin-test/chart.png';

beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t, 'member')).token;
  await mkdir(path.join(t.dataDir, 'uploads/cross-origin-test'), { recursive: true });
  await writeFile(
    path.join(t.dataDir, 'uploads/cross-origin-test/chart.png'),
    Buffer.from('not really a png'),
  );
});
afterAll(async () => {
  await t.close();
});

const preflight = (app: TestApp, origin: string, url = Api.memberInfo) =>
  app.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': CROSS_ORIGIN_REQUEST_HEADERS.join(',').toLowerCase(),
    },
  });

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS for the native app', () => {
  it.each(NATIVE_APP_ORIGINS)(
    'lets %s read a member answer with the bearer token, no credentials',
    async (origin) => {
      const res = await t.app.inject({
        method: 'GET',
        url: Api.memberInfo,
        headers: { origin, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200 });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/i);
    },
  );

  it('answers its preflight with 204, the wrapper headers, and a cache time', async () => {
    const res = await preflight(t, 'capacitor://localhost');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    for (const header of ['authorization', 'content-type', 'deviceid', 'sign', 'timestamp', 'crmuserid'])
      expect(allowed).toContain(header);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(res.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives another origin no CORS header, and no preflight', async () => {
    for (const origin of ['https://evil.example', 'http://localhost', 'https://localhost.evil.example']) {
      const read = await t.app.inject({ method: 'GET', url: Api.navList, headers: { origin } });
      expect(read.statusCode).toBe(200);
      expect(corsHeaders(read.headers)).toEqual([]);
      const pre = await preflight(t, origin);
      expect(pre.statusCode).not.toBe(204);
      expect(corsHeaders(pre.headers)).toEqual([]);
    }
  });

  it('serves /media and uploaded pictures cross-origin; everything else stays same-site', async () => {
    for (const url of [PICTURE, UPLOADED]) {
      // An <img> asks without Origin (no-cors): the policy cannot depend on it.
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const fromApp = await t.app.inject({
      method: 'GET',
      url: PICTURE,
      headers: { origin: 'https://localhost' },
    });
    expect(fromApp.headers['access-control-allow-origin']).toBe('https://localhost');
    for (const url of [Api.navList, '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    }
  });

  it('keeps the headers on a visitor list replayed from the micro-cache', async () => {
    const cached = await createTestApp({ shareDatabaseWith: t, listCacheMs: 60_000 });
    try {
      const url = `${Api.newsList}?categoryId=11&pageSize=5`;
      const first = await cached.app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://evil.example' },
      });
      expect(corsHeaders(first.headers)).toEqual([]);
      const replayed = await cached.app.inject({
        method: 'GET',
        url,
        headers: { origin: 'capacitor://localhost' },
      });
      expect(replayed.body).toBe(first.body);
      expect(replayed.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    } finally {
      await cached.close();
    }
  });

  it('with no app origins configured, answers no one and keeps pictures same-site', async () => {
    const closed = await createTestApp({ shareDatabaseWith: t, config: { crossOrigin: { origins: [] } } });
    try {
      const read = await closed.app.inject({
        method: 'GET',
        url: Api.navList,
        headers: { origin: 'capacitor://localhost' },
      });
      expect(corsHeaders(read.headers)).toEqual([]);
      expect((await preflight(closed, 'capacitor://localhost')).statusCode).not.toBe(204);
      const picture = await closed.app.inject({ method: 'GET', url: PICTURE });
      expect(picture.headers['cross-origin-resource-policy']).toBe('same-site');
    } finally {
      await closed.close();
    }
  });
});
