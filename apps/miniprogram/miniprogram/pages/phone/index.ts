import { API_BASE } from '../../config';
import { onPhoneButton, phoneTicketOf } from '../../lib/phone';
import type { WxPort } from '../../lib/wx-port';

/**
 * The phone-number button (a native page: the web-view cannot ask for it). The web app opens it with a
 * one-time ticket naming the member; once bound it goes back, and the web app reads the member again.
 */
Page({
  data: { ticket: '', msg: '' },

  onLoad(query: Record<string, string | undefined>) {
    this.setData({ ticket: phoneTicketOf(query) });
  },

  async onGetPhoneNumber(event: { detail: { code?: string; errMsg?: string } }) {
    const result = await onPhoneButton(wx as unknown as WxPort, API_BASE, this.data.ticket, event.detail);
    this.setData({ msg: result.msg });
  },
});
