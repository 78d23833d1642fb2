import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { WECHAT_TICKET_PRUNE_BATCH, WECHAT_TICKET_TTL_MS } from '@app/contract/wechat';
import { wechatTickets } from '../../src/db/schema/wechat';
import { useWechatTestApp } from '../helpers/wechat-test-app';

const MP = { appId: 'wx-mp-prune', secret: 'mp-secret' };

const { fake, t, api } = await useWechatTestApp({ miniProgram: MP });

let codes = 0;
/** The mini-program's login: a fresh wx.login code for the openid, traded for a web-view ticket. */
async function loginTicket(openid: string) {
  codes += 1;
  fake.appletCode(`js-prune-${codes}`, { openid });
  const login = await api.post<{ ticket: string }>(Api.wechatAppletLogin, { code: `js-prune-${codes}` });
  return login.data!.ticket;
}
const exchange = (ticket: string) => api.post<LoginResult>(Api.wechatTicketExchange, { ticket });
const ticketRows = async () => (await t.db.select({ n: count() }).from(wechatTickets))[0]?.n ?? 0;

describe('used and expired WeChat tickets are deleted', () => {
  it('issuing a ticket deletes the used and expired ones, never a live one', async () => {
    const used = await loginTicket('prune-openid-1');
    expect((await exchange(used)).code).toBe(200);
    const expired = await loginTicket('prune-openid-1');
    const live = await loginTicket('prune-openid-1');
    t.clock.advance(WECHAT_TICKET_TTL_MS / 2);
    const alsoLive = await loginTicket('prune-openid-1');
    t.clock.advance(WECHAT_TICKET_TTL_MS / 2); // the first three reach their end now
    const fresh = await loginTicket('prune-openid-1');

    expect(await ticketRows()).toBe(2);
    expect((await exchange(expired)).code).not.toBe(200);
    expect((await exchange(live)).code).not.toBe(200);
    expect((await exchange(alsoLive)).code).toBe(200);
    expect((await exchange(fresh)).code).toBe(200);
  });

  it('deletes a bounded batch per issue, so a backlog shrinks without one long delete', async () => {
    const [member] = await t.db.select({ memberId: wechatTickets.memberId }).from(wechatTickets).limit(1);
    const past = new Date(t.clock.now().getTime() - 1);
    await t.db.insert(wechatTickets).values(
      Array.from({ length: WECHAT_TICKET_PRUNE_BATCH + 20 }, () => ({
        ticketHash: randomBytes(32).toString('hex'),
        memberId: member!.memberId,
        expiresAt: past,
      })),
    );
    const before = await ticketRows();
    await loginTicket('prune-openid-2');
    expect(await ticketRows()).toBe(before - WECHAT_TICKET_PRUNE_BATCH + 1);
    const kept = await loginTicket('prune-openid-2');
    // Everything stale is gone; the two tickets just issued remain (the older one is live until its end).
    expect(await ticketRows()).toBe(2);
    expect((await exchange(kept)).code).toBe(200);
  });
});
