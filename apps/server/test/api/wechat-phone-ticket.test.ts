import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { WechatMsg, type PhoneTicketResult } from '@app/contract/wechat';
import { members } from '../../src/db/schema/members';
import { useWechatTestApp } from '../helpers/wechat-test-app';

const MP = { appId: 'wx-mp-1', secret: 'mp-secret' };

const { fake, t, api } = await useWechatTestApp({ miniProgram: MP });

/** A mini-program member without a mobile, signed in in the web-view (login ticket traded for a session). */
async function miniProgramMember(openid: string) {
  fake.appletCode(`js-${openid}`, { openid });
  const login = await api.post<{ ticket: string }>(Api.wechatAppletLogin, { code: `js-${openid}` });
  const session = await api.post<LoginResult>(Api.wechatTicketExchange, { ticket: login.data!.ticket });
  return { token: session.data!.token, memberId: session.data!.memberId, loginTicket: login.data!.ticket };
}

const mobileOf = async (memberId: number) =>
  (await t.db.select({ mobile: members.mobile }).from(members).where(eq(members.id, memberId)))[0]?.mobile;

const phoneTicket = async (token: string) =>
  (await api.post<PhoneTicketResult>(Api.wechatAppletPhoneTicket, {}, { token })).data!.ticket;

describe('phone binding through the mini-program phone page', () => {
  it("binds the number to the ticket's member with no session, once", async () => {
    const member = await miniProgramMember('phone-openid-1');
    const issued = await api.post<PhoneTicketResult>(
      Api.wechatAppletPhoneTicket,
      {},
      { token: member.token },
    );
    expect(issued).toMatchObject({ code: 200, data: { expiresInSeconds: 300 } });

    fake.phoneCode('pc-1', '13900002222');
    const bound = await api.post<MemberInfo>(Api.wechatAppletPhone, {
      code: 'pc-1',
      ticket: issued.data!.ticket,
    });
    expect(bound).toMatchObject({ code: 200, msg: WechatMsg.phoneBound, data: { mobile: '139****2222' } });
    expect(await mobileOf(member.memberId)).toBe('13900002222');

    // Used: refused before WeChat's (billed) number call is made.
    fake.phoneCode('pc-2', '13900003333');
    const calls = fake.phoneCalls;
    const again = await api.post(Api.wechatAppletPhone, { code: 'pc-2', ticket: issued.data!.ticket });
    expect(again).toMatchObject({ code: 400, msg: WechatMsg.phoneTicketInvalid });
    expect(fake.phoneCalls).toBe(calls);
    expect(await mobileOf(member.memberId)).toBe('13900002222');
  });

  it('refuses an expired ticket, an unknown one, and none at all without a session', async () => {
    const member = await miniProgramMember('phone-openid-2');
    const ticket = await phoneTicket(member.token);
    t.clock.advance(300_001);
    fake.phoneCode('pc-3', '13900004444');
    const late = await api.post(Api.wechatAppletPhone, { code: 'pc-3', ticket });
    expect(late).toMatchObject({ code: 400, msg: WechatMsg.phoneTicketInvalid });
    const unknown = await api.post(Api.wechatAppletPhone, { code: 'pc-3', ticket: 'x'.repeat(43) });
    expect(unknown).toMatchObject({ code: 400, msg: WechatMsg.phoneTicketInvalid });
    expect((await api.post(Api.wechatAppletPhone, { code: 'pc-3' })).code).toBe(401);
    expect(await mobileOf(member.memberId)).toBeNull();
    // A visitor gets no ticket.
    expect((await api.post(Api.wechatAppletPhoneTicket, {})).code).toBe(401);
  });

  it("never binds a number to another member: a ticket with another member's session, or of another purpose", async () => {
    const a = await miniProgramMember('phone-openid-3');
    const b = await miniProgramMember('phone-openid-4');
    fake.phoneCode('pc-5', '13900005555');
    const ticketOfA = await phoneTicket(a.token);
    const mixed = await api.post(
      Api.wechatAppletPhone,
      { code: 'pc-5', ticket: ticketOfA },
      { token: b.token },
    );
    expect(mixed).toMatchObject({ code: 400, msg: WechatMsg.phoneTicketInvalid });
    expect(await mobileOf(a.memberId)).toBeNull();
    expect(await mobileOf(b.memberId)).toBeNull();

    // The web-view's login ticket is no phone ticket, and a phone ticket opens no session.
    const loginAs = await miniProgramMember('phone-openid-5');
    fake.appletCode('js-again-5', { openid: 'phone-openid-5' });
    const loginTicket = (await api.post<{ ticket: string }>(Api.wechatAppletLogin, { code: 'js-again-5' }))
      .data!.ticket;
    expect(await api.post(Api.wechatAppletPhone, { code: 'pc-5', ticket: loginTicket })).toMatchObject({
      code: 400,
      msg: WechatMsg.phoneTicketInvalid,
    });
    expect(await mobileOf(loginAs.memberId)).toBeNull();
    const phoneTicketOfB = await phoneTicket(b.token);
    expect(await api.post(Api.wechatTicketExchange, { ticket: phoneTicketOfB })).toMatchObject({
      code: 400,
      msg: WechatMsg.ticketInvalid,
    });
  });
});
