import { Api } from '@app/contract/paths';
import type { PhoneTicketResult } from '@app/contract/wechat';
import { send } from '../../../lib/api-client';

/** POST .../applet/phone/ticket: a one-time ticket, bound to this member, for the mini-program's phone page. */
export const requestPhoneTicket = () =>
  send<PhoneTicketResult>(Api.wechatAppletPhoneTicket, {}, { loading: true });
