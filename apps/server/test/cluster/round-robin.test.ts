import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import type { GoodsItem, Order } from '@app/contract/commerce';
import { ResultCode } from '@app/contract/result-code';
import { Msg } from '@app/contract/messages';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { freshIp, freshMobile, freshUsername } from '../helpers/accounts';
import { moduleIdOf } from '../helpers/content';
import type { Envelope } from '../helpers/http';
import { startRoundRobinProxy } from '../helpers/round-robin-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventually } from '../helpers/eventually';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
/** Caches kept far longer than any test runs: what a test sees fresh was invalidated, not expired. */
const LONG_CACHE_MS = 60_000;
const SMS_GLOBAL_PER_MINUTE = 4;

/**
 * Two identical instances on one database and one Redis behind a round-robin proxy, as a deployment runs
 * them: the main flows go through the proxy, and each instance is then asked directly whether it agrees.
 * Without Redis there is no second instance to share anything with (the embedded default is one process),
 * so the suite runs only where Redis answers (CI starts it) and is reported as skipped elsewhere.
 */
describe.runIf(redisUrl)('two instances behind a round-robin proxy', () => {
  let a: TestApp;
  let b: TestApp;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let direct: { a: string; b: string };

  beforeAll(async () => {
    const shared = {
      redisUrl,
      live: { redisChannel: `cluster:${randomBytes(6).toString('hex')}` },
      authCacheMs: LONG_CACHE_MS,
      listCacheMs: LONG_CACHE_MS,
      rateLimitFactor: 1,
      smsGlobalPerMinute: SMS_GLOBAL_PER_MINUTE,
      // One deployment: one signing key, and the proxy's X-Forwarded-For names the caller.
      config: { trustProxy: true, mediaSigningKey: randomBytes(32).toString('hex') },
    };
    a = await createTestApp(shared);
    b = await createTestApp({ ...shared, shareDatabaseWith: a });
    // Both instances read the same time, at the start of a minute (budgets count in minute windows).
    const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
    a.clock.set(start);
    b.clock.set(start);
    const origin = async (t: TestApp) => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    };
    direct = { a: await origin(a), b: await origin(b) };
    proxy = await startRoundRobinProxy([direct.a, direct.b]);
  });
  afterAll(async () => {
    await proxy?.close();
    await b?.close();
    await a?.close();
  });

  async function call<T>(
    base: string,
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown; ip?: string } = {},
  ): Promise<Envelope<T>> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': options.ip ?? freshIp(),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<T>;
  }
  const viaProxy = <T>(method: 'GET' | 'POST', path: string, options?: Parameters<typeof call>[3]) =>
    call<T>(proxy.url, method, path, options);
  const onEach = async <T>(path: string, token?: string) =>
    Promise.all([direct.a, direct.b].map((base) => call<T>(base, 'GET', path, token ? { token } : {})));
  function lastCode(mobile: string): string {
    const entry = [...a.readOutbox(), ...b.readOutbox()].filter((e) => e.mobile === mobile).at(-1);
    if (!entry) throw new Error(`no SMS sent to ${mobile}`);
    return entry.code;
  }
  async function signUp(): Promise<LoginResult> {
    const mobile = freshMobile();
    const ip = freshIp();
    const sent = await viaProxy('POST', Api.smsCode, {
      body: { mobile, purpose: 'register' },
      ip,
    });
    expect(sent.code).toBe(200);
    const registered = await viaProxy<LoginResult>('POST', Api.register, {
      body: { username: freshUsername('rr'), password: 'Secret#2026', mobile, code: lastCode(mobile) },
      ip,
    });
    expect(registered.code).toBe(200);
    return registered.data as LoginResult;
  }

  it('spreads requests over both instances', async () => {
    const before = proxy.served.length;
    for (let i = 0; i < 4; i += 1) await viaProxy('GET', Api.newsCategoryAll);
    expect(new Set(proxy.served.slice(before))).toEqual(new Set([direct.a, direct.b]));
  });

  it('a profile change made through one instance is answered by both at once, not after their cache time', async () => {
    const member = await signUp();
    // Both instances now hold the member's session in their auth cache.
    for (const info of await onEach<MemberInfo>(Api.memberInfo, member.token)) expect(info.code).toBe(200);
    const renamed = await viaProxy('POST', Api.modifyNickname, {
      token: member.token,
      body: { nickname: '轮询改名' },
    });
    expect(renamed.code).toBe(200);
    await eventually(
      async () =>
        (await onEach<MemberInfo>(Api.memberInfo, member.token)).every(
          (r) => r.data?.nickname === '轮询改名',
        ),
      'both instances answer the new nickname',
    );
  });

  it('a logout through one instance ends the session on both', async () => {
    const member = await signUp();
    for (const info of await onEach(Api.memberInfo, member.token)) expect(info.code).toBe(200);
    expect((await viaProxy('POST', Api.adminLogout, { token: member.token })).code).toBe(200);
    await eventually(
      async () =>
        (await onEach(Api.memberInfo, member.token)).every((r) => r.code === ResultCode.unauthorized),
      'both instances refuse the ended session',
    );
  });

  it('an article marked read through one instance shows as read on both lists at once, not after their cache time', async () => {
    const member = await signUp();
    const listPath = `${Api.newsList}?pageSize=100`;
    // Both instances now hold the member's read marks for this page.
    const lists = await onEach<NewsItem[]>(listPath, member.token);
    const open = (lists[0]?.rows as NewsItem[]).find((n) => !n.locked) as NewsItem;
    for (const list of lists)
      expect((list.rows as NewsItem[]).find((n) => n.id === open.id)?.read).toBe(false);

    const marked = await call(direct.a, 'POST', Api.newsViewSave, {
      token: member.token,
      body: { newsId: open.id },
    });
    expect(marked.code).toBe(200);
    await eventually(
      async () =>
        (await onEach<NewsItem[]>(listPath, member.token)).every(
          (list) => (list.rows as NewsItem[]).find((n) => n.id === open.id)?.read === true,
        ),
      'both instances list the article as read',
    );
  });

  it('a membership bought through the proxy opens its articles on both instances', async () => {
    const member = await signUp();
    const vipId = await moduleIdOf(a, 'vip_news');
    const goods = (await viaProxy<GoodsItem[]>('GET', `${Api.goodsListModule}/${vipId}`)).rows as GoodsItem[];
    const monthly = goods.find((g) => g.cycleUnit === 'month') as GoodsItem;
    const list = await viaProxy<NewsItem[]>('GET', `${Api.newsList}?pageSize=100`, { token: member.token });
    const locked = (list.rows as NewsItem[]).find((n) => n.moduleId === vipId) as NewsItem;
    const article = `${Api.newsInfo}/${locked.id}`;
    for (const read of await onEach(article, member.token)) expect(read.code).toBe(ResultCode.noPermission);

    const token = member.token;
    const created = await viaProxy<Order>('POST', Api.orderCreate, {
      token,
      body: { goodsId: monthly.id },
    });
    const orderNo = (created.data as Order).orderNo;
    expect(
      (await viaProxy('POST', Api.orderPay, { token, body: { orderNo, channel: 'sandbox' } })).code,
    ).toBe(200);
    expect((await viaProxy('POST', Api.paySandboxConfirm, { token, body: { orderNo } })).code).toBe(200);
    const paid = await onEach<Order>(`${Api.orderInfo}/${orderNo}`, token);
    expect(paid.map((o) => o.data?.status)).toEqual(['FULFILLED', 'FULFILLED']);
    await eventually(
      async () => (await onEach(article, token)).every((r) => r.code === 200),
      'both instances open the article',
    );
  });

  it('the service-wide SMS budget is one budget, whichever instance a request reaches', async () => {
    for (const t of [a, b]) t.clock.advance(60_000);
    const answers: string[] = [];
    for (let i = 0; i < SMS_GLOBAL_PER_MINUTE + 2; i += 1) {
      const sent = await viaProxy('POST', Api.smsCode, {
        body: { mobile: freshMobile(), purpose: 'register' },
      });
      answers.push(sent.code === 200 ? 'sent' : sent.msg);
    }
    expect(answers).toEqual([...Array<string>(SMS_GLOBAL_PER_MINUTE).fill('sent'), Msg.smsBusy, Msg.smsBusy]);
  });
});
