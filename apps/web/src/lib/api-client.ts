import { createRequest, type RequestOptions } from '@app/client-core/request/create-request';
import { isRequestError } from '@app/client-core/request/request-error';
import { createTypedApi } from '@app/client-core/request/typed-api';
import { getToken } from '@app/client-core/session/session';
import { startEarlyRead, takeEarlyRead } from './early-read';
import { takeFirstAnswer } from './first-answers';
import { currentPage, appNavigate } from './navigation';
import { positiveId } from './positive-id';
import { storage } from './storage';
import { hideLoading, showLoading, showToast } from './toast';

const DEFAULT_SIGN_KEY = 'caijing-web-2033';

/** client-core's request wrapper wired to the browser: fetch, localStorage, antd-mobile toasts, the router. */
export const api = createRequest({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  storage,
  // A visitor's first reads may have come with the page (decision 054).
  fetch: (input, init) => {
    const answer = takeFirstAnswer(input, init);
    return answer ? Promise.resolve(answer) : window.fetch(input, init);
  },
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
    return await (takeEarlyRead<T>(options, getToken(storage)) ?? api.request<T>(options));
  } catch (error) {
    if (options.toastOnError === false && isRequestError(error) && error.kind === 'session')
      showToast(error.message);
    throw error;
  }
}

/**
 * A page's first read, started by its route while the page's code is still downloading (see early-read):
 * the same quiet read `getData` makes, which the page's own call then takes over.
 */
export function readEarly(
  url: string,
  params?: Record<string, unknown>,
  call: Pick<RequestOptions, 'isToken'> = {},
): Promise<unknown> | null {
  const options: RequestOptions = { ...call, url, params, loading: false, toastOnError: false };
  return startEarlyRead(options, getToken(storage), () => api.request(options));
}

/** The early read of a page that shows one thing by its ?id= (an article, a course, a race). */
export const readEarlyById =
  (urlOf: (id: number) => string) =>
  (query: URLSearchParams): void => {
    const id = positiveId(query.get('id'));
    if (id !== null) void readEarly(urlOf(id));
  };

/** Typed calls over `request`: reads answer `data` or `{ rows, total }` quietly, writes are loud. */
export const { getData, getPage, getRows, send } = createTypedApi(request);
