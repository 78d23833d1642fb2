import { saveLogin } from '@app/client-core/session/session';
import { takeTicket } from '@app/client-core/guard/mini-program-ticket';
import type { LoginResult } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { send } from '../lib/api-client';
import { storage } from '../lib/storage';

/**
 * Opened by the mini-program with a one-time ticket: trade it for this app's session (REFERENCE §2.2) and
 * drop it from the address. A used or late ticket leaves the member a visitor who can log in here.
 */
export async function signInFromMiniProgram(): Promise<void> {
  const { ticket, search } = takeTicket(window.location.search);
  if (!ticket) return;
  window.history.replaceState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
  try {
    const result = await send<LoginResult>(
      Api.wechatTicketExchange,
      { ticket },
      { loading: false, toastOnError: false },
    );
    saveLogin(storage, result);
  } catch {
    // Stays a visitor.
  }
}
