import type { LoginResult } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { getData, send } from '../../../lib/api-client';

/** Where the one-tap login sends the browser (WeChat's authorize page). */
export const getAuthorizeUrl = (redirect: string, state: string) =>
  getData<{ url: string }>(Api.wechatOffiaccountAuthorize, { redirect, state });

/** The code WeChat came back with, traded for this app's session. */
export const offiaccountLogin = (code: string) =>
  send<LoginResult>(Api.wechatOffiaccountLogin, { code }, { loading: true });
