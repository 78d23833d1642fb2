/** The state the one-tap login sent to WeChat; it must come back with the code (login CSRF). */
const STATE_KEY = 'wxOauthState';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function newOauthState(): string {
  const state = Array.from(
    crypto.getRandomValues(new Uint8Array(16)),
    (b) => ALPHABET[b % ALPHABET.length],
  ).join('');
  window.sessionStorage.setItem(STATE_KEY, state);
  return state;
}

/** The state this tab sent, once: a second look finds nothing. */
export function takeOauthState(): string | null {
  const state = window.sessionStorage.getItem(STATE_KEY);
  window.sessionStorage.removeItem(STATE_KEY);
  return state;
}
