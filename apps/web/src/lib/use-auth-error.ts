import { isMessagingApp } from '@app/client-core/share/share-link';
import { useCallback } from 'react';
import { logoutLocally } from '@app/client-core/session/session';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { i18n } from '../i18n/i18n';
import { translateMsg } from '../i18n/translate-msg';
import { appNavigate } from './navigation';
import { storage } from './storage';

const inMessagingApp = () => typeof navigator !== 'undefined' && isMessagingApp(navigator.userAgent);

/**
 * The socket said the token is invalid or expired (SPEC §8): clear the session, then go to login —
 * directly in the messaging app, after a confirm (登录状态已过期，请重新登录?) in a browser.
 */
export function useAuthError(): () => void {
  return useCallback(() => {
    logoutLocally(storage);
    void (async () => {
      let go = true;
      if (!inMessagingApp()) {
        const { confirmDialog } = await import('./confirm-dialog');
        go = await confirmDialog(i18n.t('common.dialogTitle'), translateMsg(Msg.sessionExpiredConfirm));
      }
      if (go) appNavigate(Pages.login, 'reLaunch');
    })();
  }, []);
}
