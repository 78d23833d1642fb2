import { callApi, type WxPort } from './wx-port';

export interface LoginSettings {
  apiBase: string;
  platformCode: string;
  appKey: string;
}

/**
 * wx.login → the server's applet login (code2Session stays on the server) → a one-time ticket that the web
 * app trades for its session within a minute (REFERENCE §2.2). Null when WeChat or the server refuse.
 */
export async function appletTicket(wx: WxPort, settings: LoginSettings): Promise<string | null> {
  const code = await new Promise<string | null>((resolve) => {
    wx.login({ success: (result) => resolve(result.code || null), fail: () => resolve(null) });
  });
  if (!code) return null;
  try {
    const answer = await callApi<{ ticket: string }>(
      wx,
      `${settings.apiBase}/api/member/wx/auth/ver/2/applet/login`,
      'POST',
      { code, platformCode: settings.platformCode, appKey: settings.appKey },
    );
    return answer.code === 200 && answer.data ? answer.data.ticket : null;
  } catch {
    return null;
  }
}
