import { API_BASE, APP_KEY, BUILD, PLATFORM_CODE, WEB_BASE } from '../../config';
import { appletTicket } from '../../lib/login';
import { webViewUrl } from '../../lib/web-url';
import type { WxPort } from '../../lib/wx-port';

interface SharePost {
  type?: string;
  title?: string;
  path?: string;
  imageUrl?: string;
}

/** The web app in a web-view, signed in by a one-time ticket; `path` opens a given page of it. */
Page({
  data: { src: '', share: null as SharePost | null },

  async onLoad(query: Record<string, string | undefined>) {
    const path = query.path ? decodeURIComponent(query.path) : undefined;
    const ticket = await appletTicket(wx as unknown as WxPort, {
      apiBase: API_BASE,
      platformCode: PLATFORM_CODE,
      appKey: APP_KEY,
    });
    // Without a ticket the web app still opens, as a visitor who can log in there.
    this.setData({ src: webViewUrl(WEB_BASE, path, ticket, BUILD) });
  },

  /** The web app posts its page's share payload (delivered when the member shares). */
  onMessage(event: { detail: { data: SharePost[] } }) {
    const shares = event.detail.data.filter((post) => post.type === 'share');
    const latest = shares[shares.length - 1];
    if (latest) this.setData({ share: latest });
  },

  onShareAppMessage(options: { webViewUrl?: string }) {
    const share = this.data.share;
    const page =
      share?.path ??
      (options.webViewUrl ? new RegExp('^https?://[^/]+(/[^#]*)').exec(options.webViewUrl)?.[1] : undefined);
    return {
      title: share?.title ?? '财经学堂',
      path: `/pages/web/index?path=${encodeURIComponent(page ?? '/pages/index')}`,
      ...(share?.imageUrl ? { imageUrl: share.imageUrl } : {}),
    };
  },
});
