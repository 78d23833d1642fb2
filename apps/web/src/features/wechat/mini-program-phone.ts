import { withQuery } from '../../lib/navigation';
import { requestPhoneTicket } from './api/phone-ticket';
import { loadWechatSdk } from './wechat-sdk';

/** The mini-program's native page with WeChat's phone-number button (apps/miniprogram/miniprogram/pages/phone). */
export const MINI_PROGRAM_PHONE_PAGE = '/pages/phone/index';

/**
 * Opens the mini-program's phone page over this web-view. The page has no session of its own, so it gets a
 * one-time, short-lived ticket the server bound to this member (never the session token). Rejects when the
 * server refuses the ticket or the mini-program cannot open its page.
 */
export async function openMiniProgramPhonePage(): Promise<void> {
  const { ticket } = await requestPhoneTicket();
  const sdk = await loadWechatSdk();
  const miniProgram = sdk.miniProgram;
  if (!miniProgram) throw new Error('not in the mini-program');
  await new Promise<void>((resolve, reject) => {
    miniProgram.navigateTo({
      url: withQuery(MINI_PROGRAM_PHONE_PAGE, { ticket }),
      success: () => resolve(),
      fail: (error) => reject(error instanceof Error ? error : new Error('navigateTo failed')),
    });
  });
}
