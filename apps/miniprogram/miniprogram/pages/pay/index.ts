import { pay, paymentParamsOf } from '../../lib/pay';
import type { WxPort } from '../../lib/wx-port';

/**
 * Payment is native (the web-view cannot pay): the web app opens this page with the server's JSAPI
 * parameters, and reads the order back from the server when the member returns.
 */
Page({
  data: { msg: '' },

  async onLoad(query: Record<string, string | undefined>) {
    const params = paymentParamsOf(query);
    if (!params) {
      this.setData({ msg: '支付参数有误，请返回重试' });
      return;
    }
    const outcome = await pay(wx as unknown as WxPort, params);
    this.setData({
      msg: outcome === 'paid' ? '支付成功' : outcome === 'cancelled' ? '已取消支付' : '支付失败，请重试',
    });
    wx.navigateBack();
  },
});
