import { API_BASE } from '../../config';
import { bindPhone } from '../../lib/phone';
import type { WxPort } from '../../lib/wx-port';

/** The phone-number button (a native page: the web-view cannot ask for it); the web app refetches on return. */
Page({
  data: { token: '', msg: '' },

  onLoad(query: Record<string, string | undefined>) {
    this.setData({ token: query.token ?? '' });
  },

  async onGetPhoneNumber(event: { detail: { code?: string; errMsg?: string } }) {
    const result = await bindPhone(wx as unknown as WxPort, API_BASE, this.data.token, event.detail);
    this.setData({ msg: result.msg });
    if (result.ok) wx.navigateBack();
  },
});
