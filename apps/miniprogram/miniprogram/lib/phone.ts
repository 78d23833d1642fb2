import { callApi, type WxPort } from './wx-port';

export const PHONE_DECLINED = '已取消授权手机号';
export const PHONE_OFFLINE = '网络连接异常，请稍后重试';
export const PHONE_NO_TICKET = '绑定请求已失效，请返回后重新点击绑定';

/**
 * The one-time phone ticket the web app opened this page with (`/pages/phone/index?ticket=…`): it names the
 * member on the server, so this page needs no session of its own. Empty when missing.
 */
export function phoneTicketOf(query: Record<string, string | undefined>): string {
  try {
    return decodeURIComponent(query.ticket ?? '').trim();
  } catch {
    return '';
  }
}

/**
 * The phone-number button's event (getPhoneNumber: e.detail.code, single use): the code and the ticket go to
 * the server, which asks WeChat for the number and binds it to the ticket's member. Answers the message to
 * show. A declined sheet sends nothing, so the ticket stays good for another tap.
 */
export async function bindPhone(
  wx: WxPort,
  apiBase: string,
  ticket: string,
  detail: { code?: string; errMsg?: string },
): Promise<{ ok: boolean; msg: string }> {
  if (!ticket) return { ok: false, msg: PHONE_NO_TICKET };
  if (!detail.code) return { ok: false, msg: PHONE_DECLINED };
  try {
    const answer = await callApi(
      wx,
      `${apiBase}/api/member/wx/auth/ver/2/applet/getUserPhoneNumber`,
      'POST',
      {
        code: detail.code,
        ticket,
      },
    );
    return { ok: answer.code === 200, msg: answer.msg };
  } catch {
    return { ok: false, msg: PHONE_OFFLINE };
  }
}

/** The button's whole turn: bind, and once bound go back to the web-view (which reads the member again). */
export async function onPhoneButton(
  wx: WxPort,
  apiBase: string,
  ticket: string,
  detail: { code?: string; errMsg?: string },
): Promise<{ ok: boolean; msg: string }> {
  const result = await bindPhone(wx, apiBase, ticket, detail);
  if (result.ok) wx.navigateBack();
  return result;
}
