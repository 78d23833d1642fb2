import { callApi, type WxPort } from './wx-port';

/**
 * The phone-number button's event (getPhoneNumber: e.detail.code, single use): the server asks WeChat for
 * the number and binds it to the member. Answers the message to show.
 */
export async function bindPhone(
  wx: WxPort,
  apiBase: string,
  token: string,
  detail: { code?: string; errMsg?: string },
): Promise<{ ok: boolean; msg: string }> {
  if (!detail.code) return { ok: false, msg: '已取消授权手机号' };
  try {
    const answer = await callApi(
      wx,
      `${apiBase}/api/member/wx/auth/ver/2/applet/getUserPhoneNumber`,
      'POST',
      {
        code: detail.code,
      },
      token,
    );
    return { ok: answer.code === 200, msg: answer.msg };
  } catch {
    return { ok: false, msg: '网络连接异常，请稍后重试' };
  }
}
