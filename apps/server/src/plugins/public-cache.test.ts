import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicCache } from './public-cache';

async function appWith(ttlMs: number) {
  let time = 0;
  let calls = 0;
  const app = Fastify();
  await app.register(publicCache, { ttlMs, maxEntries: 2, now: () => time });
  app.get('/list', { config: { publicCache: true } }, async (request, reply) => {
    calls += 1;
    reply.header('cache-control', 'private, no-store');
    const failing = (request.query as { fail?: string }).fail === '1';
    return failing
      ? { code: 400, msg: 'bad', data: null }
      : { code: 200, msg: '成功', rows: [calls], total: 1 };
  });
  app.get('/other', async () => {
    calls += 1;
    return { code: 200, msg: 'ok', data: calls };
  });
  await app.ready();
  return {
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers }),
    calls: () => calls,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('public response cache', () => {
  it('replays a visitor’s answer (body and headers) until the TTL passes', async () => {
    const app = await appWith(1000);
    const first = await app.get('/list?page=1');
    const second = await app.get('/list?page=1');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(app.calls()).toBe(1);
    app.advance(1000);
    expect((await app.get('/list?page=1')).json()).toMatchObject({ rows: [2] });
  });

  it('replays the same bytes with their length, for text outside ASCII too', async () => {
    const app = await appWith(1000);
    const first = await app.get('/list');
    const second = await app.get('/list');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.json()).toMatchObject({ msg: '成功', rows: [1] });
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(first.body));
  });

  it('always runs the handler for a caller with a token, and keys by the whole URL', async () => {
    const app = await appWith(1000);
    await app.get('/list');
    expect((await app.get('/list', { authorization: 'Bearer x' })).json()).toMatchObject({ rows: [2] });
    expect((await app.get('/list?page=2')).json()).toMatchObject({ rows: [3] });
    expect(app.calls()).toBe(3);
  });

  it('keeps only successful envelopes of routes that ask for it, and nothing with a TTL of 0', async () => {
    const app = await appWith(1000);
    await app.get('/list?fail=1');
    await app.get('/list?fail=1');
    await app.get('/other');
    await app.get('/other');
    expect(app.calls()).toBe(4);
    const off = await appWith(0);
    await off.get('/list');
    await off.get('/list');
    expect(off.calls()).toBe(2);
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const app = await appWith(1000);
    await app.get('/list?a');
    await app.get('/list?b');
    await app.get('/list?c');
    expect(app.calls()).toBe(3);
    await app.get('/list?c');
    expect(app.calls()).toBe(3);
    await app.get('/list?a');
    expect(app.calls()).toBe(4);
  });
});
