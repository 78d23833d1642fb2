/** The part of the WeChat JS-SDK this app uses. */
export interface WechatSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (result: unknown) => void): void;
  updateAppMessageShareData(data: { title: string; desc: string; link: string; imgUrl: string }): void;
  updateTimelineShareData(data: { title: string; link: string; imgUrl: string }): void;
  /** Inside the mini-program's web-view: opens the mini-program's own pages. */
  miniProgram?: {
    navigateTo(options: { url: string; success?: () => void; fail?: (error: unknown) => void }): void;
  };
}

/** The SDK the page already has (the messaging app's own, or a test's), else the bundled one, loaded on demand. */
export async function loadWechatSdk(): Promise<WechatSdk> {
  const present = (window as unknown as { wx?: WechatSdk }).wx;
  if (present?.config) return present;
  return (await import('weixin-js-sdk')).default as unknown as WechatSdk;
}
