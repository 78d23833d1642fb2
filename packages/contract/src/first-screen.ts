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
