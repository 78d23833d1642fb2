import {
  DEFERRED_MODULEPRELOAD_REL,
  FIRST_ANSWERS_ID,
  FIRST_SCREEN_BOOT_PATH,
  FIRST_SCREEN_CODE_WAIT_MS,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_STYLE_ID,
} from '@app/contract/first-screen';
import { REFERRAL_ITEMS, StorageKey } from '@app/contract/storage-keys';
import { escapeHtml } from '../lib/escape-html';

/** What the server draws of a page before the app's code has arrived (decision 051). */
export interface FirstScreen {
  /** The document's title; without one the app's stays until the app sets the page's own. */
  title?: string;
  /** The page's first screen: markup built only from escaped text and sanitized rich text. */
  html: string;
  /**
   * The screen's largest picture (its largest paint), when it has one: asked for first, ahead of the
   * app's code, which would otherwise take the connections before the parser reaches the picture.
   */
  image?: string;
  /**
   * The app's root is laid out (not painted) behind the first screen, instead of not laid out at all: a
   * page whose list sizes itself from its box (the live room's virtualized messages) must see a real box
   * to draw its first items. Other pages skip the layout work until they show.
   */
  layoutApp?: boolean;
  /**
   * The API addresses (path and query) the page's app reads first as a visitor: the server reads them too
   * and sends their answers with the page (decision 054), so the app does not ask again.
   */
  reads?: string[];
  /** The answers of `reads` (and of every page's common reads), by address: the API's own JSON text. */
  answers?: ReadonlyMap<string, string>;
  /**
   * A page only members may open (SPEC §2): a visitor's browser drops the screen before it waits for
   * anything, since the app sends them to log in instead.
   */
  membersOnly?: boolean;
}

/** Draws a page's first screen from its query string; null when there is none to show (missing, locked). */
export type FirstScreenSource = (query: URLSearchParams) => Promise<FirstScreen | null>;

const ROOT = '<div id="root">';
const HIDE_ROOT = '#root{display:none}';
const HIDE_ROOT_LAID_OUT = '#root{visibility:hidden;position:fixed;inset:0;overflow:hidden}';
const HEAD = '<head>';
const TITLE = /<title>[^<]*<\/title>/;
/** The app's entry as the web build names it in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULEPRELOAD = /<link rel="modulepreload"/g;

/**
 * The page's code waits for its first screen (decision 052): the entry's tag becomes the boot script's,
 * naming the entry, and the module preloads get a rel no browser acts on until the boot script restores it.
 */
function codeAfterFirstScreen(page: string, membersOnly: boolean): string {
  if (!ENTRY_SCRIPT.test(page)) return page;
  // On a members-only page the boot script looks for the session where the app keeps it, and without one
  // removes the screen (both its elements) at once.
  const visitorsDrop = membersOnly
    ? ` data-members-only="${StorageKey.token}" data-screen-ids="${FIRST_SCREEN_ID},${FIRST_SCREEN_STYLE_ID}"`
    : '';
  return page
    .replace(
      ENTRY_SCRIPT,
      (_tag, entry: string) =>
        `<script type="module" src="${FIRST_SCREEN_BOOT_PATH}" data-app-entry="${entry}" ` +
        `data-wait-ms="${FIRST_SCREEN_CODE_WAIT_MS}" data-deferred-rel="${DEFERRED_MODULEPRELOAD_REL}" ` +
        `data-referral-items="${REFERRAL_ITEMS.join(',')}"${visitorsDrop}></script>`,
    )
    .replace(MODULEPRELOAD, `<link rel="${DEFERRED_MODULEPRELOAD_REL}"`);
}

/**
 * The answers as one JSON object in a data element (not run, so the CSP allows it): the API's JSON text
 * verbatim, with every `<` escaped so no answer can close the element.
 */
function answersElement(answers: ReadonlyMap<string, string> | undefined): string {
  if (!answers || answers.size === 0) return '';
  const json = `{${[...answers].map(([address, body]) => `${JSON.stringify(address)}:${body}`).join(',')}}`;
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The app's HTML with a page's first screen in front of the app's root, which stays hidden until the app
 * has drawn the same page (apps/web/src/lib/first-screen.ts). Replacements are functions so that a `$` in
 * an article is never read as a replacement pattern.
 */
export function withFirstScreen(page: string, screen: FirstScreen): string {
  if (!page.includes(ROOT)) return page;
  const image = screen.image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(screen.image)}">`
    : '';
  return codeAfterFirstScreen(page, screen.membersOnly === true)
    .replace(HEAD, () => `${HEAD}${image}`)
    .replace(TITLE, (tag) =>
      screen.title === undefined ? tag : `<title>${escapeHtml(screen.title)}</title>`,
    )
    .replace(
      ROOT,
      () =>
        `<style id="${FIRST_SCREEN_STYLE_ID}">${screen.layoutApp ? HIDE_ROOT_LAID_OUT : HIDE_ROOT}</style>` +
        `<div id="${FIRST_SCREEN_ID}">${screen.html}</div>${answersElement(screen.answers)}${ROOT}`,
    );
}
