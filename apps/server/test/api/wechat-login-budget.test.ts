import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '@app/contract/envelope';
import { WECHAT_LOGIN_PER_ADDRESS_MINUTE } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { createTestApp } from '../helpers/test-app';
import { useWechatTestApp } from '../helpers/wechat-test-app';

const MP = { appId: 'wx-mp-budget', secret: 'mp-secret' };

// The budgets as deployed: this test is about them.
const { fake, t, api } = await useWechatTestApp({ miniProgram: MP }, { rateLimitFactor: 1 });

const junkTicket = (i: number) => `junk-ticket-${String(i).padStart(8, '0')}`;
const exchange = (ip: string, i: number) =>
  api.post(Api.wechatTicketExchange, { ticket: junkTicket(i) }, { ip });

describe('the WeChat sign-in routes spend one budget per address', () => {
  it('past the budget every route answers the throttle message to that address; another address and the next minute are unaffected', async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < WECHAT_LOGIN_PER_ADDRESS_MINUTE; i += 1) {
      const answer = await exchange(attacker, i);
      expect(answer.code).not.toBe(ResultCode.tooManyRequests);
    }
    const refused = await exchange(attacker, WECHAT_LOGIN_PER_ADDRESS_MINUTE);
    expect(refused).toMatchObject({ code: ResultCode.tooManyRequests, msg: Msg.tooManyRequests });
    // The budget is the address's, whichever sign-in route it calls, GET included.
    fake.appletCode('js-budget-1', { openid: 'budget-openid-1' });
    expect(await api.post(Api.wechatAppletLogin, { code: 'js-budget-1' }, { ip: attacker })).toMatchObject({
      code: ResultCode.tooManyRequests,
      msg: Msg.tooManyRequests,
    });
    const wxa = await api.get(Api.wechatLoginWxa, {
      ip: attacker,
      query: { code: 'js-budget-2', iv: 'AAAAAAAAAAAAAAAAAAAAAA==', ency: 'AAAAAAAAAAAAAAAAAAAAAA==' },
    });
    expect(wxa).toMatchObject({ code: ResultCode.tooManyRequests, msg: Msg.tooManyRequests });
    expect(
      await api.post(Api.wechatAppletPhone, { code: 'phone-code', ticket: junkTicket(0) }, { ip: attacker }),
    ).toMatchObject({ code: ResultCode.tooManyRequests });
    // Another address keeps its own budget.
    const neighbour = '198.51.100.9';
    const other = await exchange(neighbour, 0);
    expect(other.code).not.toBe(ResultCode.tooManyRequests);
    const login = await api.post<{ ticket: string }>(
      Api.wechatAppletLogin,
      { code: 'js-budget-1' },
      { ip: neighbour },
    );
    expect(login.code).toBe(200);

    t.clock.advance(60_000);
    expect((await exchange(attacker, 0)).code).not.toBe(ResultCode.tooManyRequests);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the WeChat sign-in budget across instances sharing Redis', () => {
  it('two instances count one address against one budget', async () => {
    const live = { redisChannel: `t-${randomUUID()}` };
    const first = await createTestApp({ rateLimitFactor: 1, redisUrl, live });
    const second = await createTestApp({ rateLimitFactor: 1, redisUrl, live, shareDatabaseWith: first });
    try {
      const ip = '203.0.113.99';
      const instances = [client(first.app), client(second.app)];
      for (let i = 0; i < WECHAT_LOGIN_PER_ADDRESS_MINUTE; i += 1) {
        const answer = await instances[i % 2]!.post(
          Api.wechatTicketExchange,
          { ticket: junkTicket(i) },
          { ip },
        );
        expect(answer.code).not.toBe(ResultCode.tooManyRequests);
      }
      for (const instance of instances)
        expect(
          await instance.post(Api.wechatTicketExchange, { ticket: junkTicket(0) }, { ip }),
        ).toMatchObject({
          code: ResultCode.tooManyRequests,
          msg: Msg.tooManyRequests,
        });
    } finally {
      await second.close();
      await first.close();
    }
  });
});
