import { useEffect } from 'react';
import type { LoginResult } from '@app/contract/account';
import { WechatMsg } from '@app/contract/wechat-msg';
import { showToast } from '../../../lib/toast';
import { offiaccountLogin } from '../api/offiaccount-login';
import { takeOauthState } from '../oauth-state';

/**
 * Back from WeChat's authorize page with ?code=&state=: the code is traded for a session when the state is
 * the one this tab sent; either way both leave the address.
 */
export function useOffiaccountReturn(onLoggedIn: (result: LoginResult) => Promise<void>): void {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    if (!code) return;
    const state = params.get('state');
    const expected = takeOauthState();
    params.delete('code');
    params.delete('state');
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    if (!expected || state !== expected) {
      showToast(WechatMsg.stateMismatch);
      return;
    }
    // A refused code is said by the request wrapper; the member can tap again.
    offiaccountLogin(code).then(onLoggedIn, () => undefined);
    // Once per arrival: the address no longer carries the code after the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
