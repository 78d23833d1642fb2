import { useState } from 'react';
import { Button } from 'antd-mobile';
import { isRequestError } from '@app/client-core/request/request-error';
import { isMessagingApp } from '@app/client-core/share/share-link';
import { WechatMsg } from '@app/contract/wechat-msg';
import { showToast } from '../../../lib/toast';
import { getAuthorizeUrl } from '../api/offiaccount-login';
import { newOauthState } from '../oauth-state';

/** One-tap login in the WeChat web view: off to WeChat's authorize page (and back to this page). */
export function WechatLoginButton() {
  const [busy, setBusy] = useState(false);
  if (typeof navigator === 'undefined' || !isMessagingApp(navigator.userAgent)) return null;

  const start = async () => {
    setBusy(true);
    try {
      const here = window.location.href.split('#')[0] ?? window.location.href;
      const { url } = await getAuthorizeUrl(here, newOauthState());
      window.location.assign(url);
    } catch (error) {
      showToast(isRequestError(error) ? error.userMessage : WechatMsg.notConfigured);
      setBusy(false);
    }
  };

  return (
    <Button
      block
      fill="outline"
      color="success"
      loading={busy}
      onClick={() => void start()}
      data-testid="wechat-login"
    >
      {WechatMsg.oneTapLogin}
    </Button>
  );
}
