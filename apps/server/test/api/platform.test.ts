import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let webDist: string;
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(
    path.join(webDist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'first-screen-boot.js'), 'await import("/assets/index-abc123.js");');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('envelope for failures', () => {
  it('answers an unknown API path with a 404 envelope over HTTP 200', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/does/not/exist' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 404, msg: Msg.notFound, data: null });
    }
  });

  it('turns malformed JSON, wrong content type and oversized bodies into 400', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: Api.accountLogin,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo",',
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toEqual({ code: 400, msg: Msg.badRequest, data: null });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: Api.accountLogin,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(wrongType.json()).toEqual({ code: 400, msg: Msg.badRequest, data: null });

    const huge = await t.app.inject({
      method: 'POST',
      url: Api.accountLogin,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo', password: 'x'.repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(huge.statusCode).toBe(200);
    expect(huge.json()).toEqual({ code: 400, msg: Msg.badRequest, data: null });

    const poisoned = await t.app.inject({
      method: 'POST',
      url: Api.accountLogin,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"demo","password":"Demo@2026","__proto__":{"admin":true}}',
    });
    expect(poisoned.json()).toMatchObject({ code: 400 });
  });
});

describe('health and docs', () => {
  it('reports health as plain JSON without naming the database or cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: Api.healthz });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([Api.accountLogin, Api.newsList, `${Api.newsInfo}/{id}`]),
    );
  });
});

describe('web app and static files', () => {
  it('serves index.html for /, client routes and unknown pages, never cached', async () => {
    // Home and the news list carry their first screens in front of the app (first-screen.test.ts).
    for (const url of ['/', '/pages/news/list/index?categoryId=15']) {
      const drawn = await t.app.inject({ method: 'GET', url });
      expect(drawn.headers['cache-control'], url).toBe('no-cache');
      expect(drawn.body, url).toContain('<div id="root">');
    }
    for (const url of ['/pages/mine/index/index', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets as immutable and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('has the files whose names outlive a deploy revalidated on every use', async () => {
    for (const url of ['/favicon.svg', '/first-screen-boot.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves media with nosniff and 404s for missing media', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/media/icons/tab-home.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: '/media/icons/nope.svg' })).statusCode).toBe(404);
    // Path tricks never reach files outside the media folder.
    for (const url of ['/media/../src/app.ts', '/media/%2e%2e/src/app.ts', '/media/..%2fsrc%2fapp.ts']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('buildApp');
    }
  });

  it('serves uploads from the data directory', async () => {
    await writeFile(path.join(t.dataDir, 'uploads', 'note.txt'), 'hello');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/note.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('hello');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('without a built web app', () => {
  it('explains how to build it instead of failing', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/pages/about/index/index' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
