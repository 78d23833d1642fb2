import { createRequest, type RequestOptions } from '@app/client-core/request/create-request';
import { isRequestError } from '@app/client-core/request/request-error';
import { createTypedApi } from '@app/client-core/request/typed-api';
import { currentPage, appNavigate } from './navigation';
import { storage } from './storage';
import { hideLoading, showLoading, showToast } from './toast';

const DEFAULT_SIGN_KEY = 'caijing-web-2033';

/** client-core's request wrapper wired to the browser: fetch, localStorage, antd-mobile toasts, the router. */
export const api = createRequest({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  storage,
  fetch: (input, init) => window.fetch(input, init),
  ui: {
    showLoading,
    hideLoading,
    toast: showToast,
    confirm: async (title, content) => (await import('./confirm-dialog')).confirmDialog(title, content),
  },
  navigate: (url, type) => appNavigate(url, type),
  currentPage,
  signKey: import.meta.env.VITE_SIGN_KEY ?? DEFAULT_SIGN_KEY,
});

/**
 * Quiet calls (toastOnError: false) show their failure in the page instead; a session that has
 * expired is still said out loud, as the user is about to be taken to the login page.
 */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  try {
    return await api.request<T>(options);
  } catch (error) {
    if (options.toastOnError === false && isRequestError(error) && error.kind === 'session')
      showToast(error.message);
    throw error;
  }
}

/** Typed calls over `request`: reads answer `data` or `{ rows, total }` quietly, writes are loud. */
export const { getData, getPage, getRows, send } = createTypedApi(request);
