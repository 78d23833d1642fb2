/**
 * A page the server can draw before the app's code arrives (a shared article opened cold on a phone): the
 * server puts the page's first screen in the HTML, in an element of this id, and hides the app's root with
 * a style element of the second id until the app has drawn the same page and takes over.
 */
export const FIRST_SCREEN_ID = 'first-screen';
export const FIRST_SCREEN_STYLE_ID = 'first-screen-style';

/**
 * The longest the server-drawn first screen stays up when the app has not taken over by itself (a page that
 * never settles, a slow network): after this the app shows whatever it has.
 */
export const FIRST_SCREEN_MAX_WAIT_MS = 8000;

/**
 * On a page the server drew, the app's code is asked for only once the first screen has painted, with its
 * picture: the reader's first look does not share the connection with 150 KB of script (decision 052). This
 * small script (apps/web/public) does the waiting, then imports the entry the server names on its tag.
 */
export const FIRST_SCREEN_BOOT_PATH = '/first-screen-boot.js';

/** The longest the app's code waits for the first screen to paint (a picture that loads slowly, or never). */
export const FIRST_SCREEN_CODE_WAIT_MS = 1000;

/** The rel the server gives the app's module preloads on such a page; the boot script restores them. */
export const DEFERRED_MODULEPRELOAD_REL = 'app-modulepreload';

/**
 * The answers the server has already read to draw a page's first screen (the page's own reads, the footer
 * tabs) travel in the HTML as JSON in a data element of this id (decision 054): the app takes each once, for
 * the same visitor's request, instead of asking again. A member's requests always go to the server.
 */
export const FIRST_ANSWERS_ID = 'first-answers';

/** After this long the app no longer takes an answer from the page: it asks the server for a fresh one. */
export const FIRST_ANSWERS_MAX_AGE_MS = 15_000;

/**
 * The key both sides give an answer: the address's path (without scheme and host) and its query's
 * parameters in sorted order, so the app finds an answer whatever order it writes its parameters in.
 */
export function firstAnswerKey(address: string): string {
  const [path = '', query = ''] = address
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')
    .split('#')[0]!
    .split('?');
  const params = query.split('&').filter(Boolean).sort();
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}
