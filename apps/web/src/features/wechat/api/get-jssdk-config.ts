import { Api } from '@app/contract/paths';
import type { JssdkConfig } from '@app/contract/wechat';
import { getData } from '../../../lib/api-client';

/** GET /api/wechat/share/ver/2/accessTicket2?url=: the wx.config fields for this page. */
export function getJssdkConfig(url: string): Promise<JssdkConfig> {
  return getData<JssdkConfig>(Api.wechatJssdkTicket, { url });
}
