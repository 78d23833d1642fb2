import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { isRequestError } from '@app/client-core/request/request-error';
import { WechatMsg } from '@app/contract/wechat-msg';
import { inMiniProgram } from '../../../lib/current-platform';
import { showToast } from '../../../lib/toast';
import { openMiniProgramPhonePage } from '../mini-program-phone';

/**
 * Inside the mini-program: bind the WeChat phone number on the mini-program's own page (the web-view cannot
 * ask for it). `onReturn` runs when this page shows again after it, to read the member anew.
 */
export function MiniProgramPhoneButton({ onReturn }: { onReturn: () => void }) {
  const [busy, setBusy] = useState(false);
  const away = useRef(false);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !away.current) return;
      away.current = false;
      onReturn();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [onReturn]);
  if (!inMiniProgram()) return null;

  const open = async () => {
    setBusy(true);
    try {
      await openMiniProgramPhonePage();
      away.current = true;
    } catch (error) {
      showToast(isRequestError(error) ? error.userMessage : WechatMsg.busy);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      block
      fill="outline"
      color="success"
      loading={busy}
      onClick={() => void open()}
      data-testid="mini-program-phone"
    >
      {WechatMsg.usePhoneNumber}
    </Button>
  );
}
