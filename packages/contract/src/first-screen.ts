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
