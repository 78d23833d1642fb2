/**
 * How the production build groups modules into chunks (decision 040). Left to itself the bundler made
 * the entry of 17 files (every module the entry shares with a lazy page became a chunk of its own) and
 * scattered the heavy libraries' helpers over common chunks. These groups give:
 * - `app`: everything the entry needs (React, the router, react-query, i18next, the layout) in the
 *   entry itself, so the first paint waits for one script instead of seventeen;
 * - one chunk per heavy, rarely used library (pdf.js, hls.js, markdown, KaTeX, charts, qrcode), loaded
 *   only where a page opens it.
 * Tried and left out (see the decision): one chunk for the whole UI kit or for the app's shared code
 * makes every page download what any page uses (the first page grew from 150 to 190-230 KB gzipped).
 */
import type { CodeSplittingOptions } from 'rolldown';

const sep = String.raw`[\\/]`;
const nodeModule = (names: string) => new RegExp(`node_modules${sep}(${names})${sep}`);
const notSep = String.raw`[^\\/]`;

// Everything the markdown renderer brings (remark, rehype, micromark, the mdast/hast utilities).
const markdownLibs = [
  'react-markdown',
  `remark-${notSep}+`,
  `rehype-${notSep}+`,
  `micromark${notSep}*`,
  `mdast-${notSep}+`,
  `hast${notSep}*`,
  `unist-${notSep}+`,
  'unified',
  `vfile${notSep}*`,
  'bail',
  'trough',
  'devlop',
  'is-plain-obj',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'style-to-js',
  'style-to-object',
  'inline-style-parser',
  'ccount',
  'decode-named-character-reference',
  `character-entities${notSep}*`,
  `estree-util-${notSep}+`,
  'zwitch',
  'longest-streak',
  'markdown-table',
  'escape-string-regexp',
  'trim-lines',
  'web-namespaces',
  'extend',
].join('|');

// The UI kit and the small libraries its components are made of (animation, gestures, hooks, helpers).
const uiKitLibs = [
  'antd-mobile',
  'antd-mobile-icons',
  '@react-spring',
  '@use-gesture',
  'ahooks',
  'rc-util',
  '@rc-component',
  '@floating-ui',
  'tslib',
  'classnames',
  'react-is',
  'resize-observer-polyfill',
  'runes2',
  'react-fast-compare',
  String.raw`@babel[\\/]runtime`,
  'lodash',
  'dayjs',
].join('|');

// A member's expiry popup and the toast: both use the kit's animated overlays (react-spring, ~16 KB gz).
const homeExtras = new RegExp(
  String.raw`${sep}src${sep}(features${sep}member${sep}components${sep}service-expiry-popup|lib${sep}toast-impl)\.tsx?$`,
);
// The pop-up ad a visitor sees on home is plain elements: on its own it costs a few KB, not the overlays'.
// Its texts come with home (the links catalog shares them), so no other page loads this chunk.
const popupAd = new RegExp(
  String.raw`${sep}src${sep}features${sep}ads${sep}(components${sep}(home-popup-ad|ad-modal)|api${sep}get-popup-ad)\.tsx?$`,
);
const appCode = new RegExp(String.raw`${sep}(apps${sep}web${sep}src|packages)${sep}`);
const zod = nodeModule('zod');
const icons = nodeModule('antd-mobile-icons');
// The live socket's frame check and the contract's schemas it reads frames with: alone they were four chunks
// (2.6 KB gz in all), four round trips before a room is usable; every page that uses them loads zod anyway.
const socketSchemas = new RegExp(
  String.raw`${sep}(client-core${sep}src${sep}socket${sep}frame-check|contract${sep}src${sep}(interactive|envelope|socket|ids|live))\.ts$`,
);

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * Whether a module statically reaches zod. Shared app code that does (a form validating with a contract
 * schema) stays out of `app-shared`, or every page would load zod and the schemas with it.
 */
function reachesZod(id: string, info: ModuleInfoOf, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // an import cycle adds nothing new
  const found = zod.test(id) || (info(id)?.importedIds ?? []).some((dep) => reachesZod(dep, info, memo));
  memo.set(id, found);
  return found;
}
const zodMemo = new Map<string, boolean>();

export const codeSplitting: CodeSplittingOptions = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 100 },
    // Tests name packages only, so a group takes their own dependencies and never app code.
    {
      name: 'markdown-math',
      test: nodeModule('katex|rehype-katex|remark-math|micromark-extension-math|mdast-util-math'),
      priority: 91,
    },
    { name: 'markdown', test: nodeModule(markdownLibs), priority: 90 },
    { name: 'pdf', test: nodeModule('pdfjs-dist'), priority: 90 },
    { name: 'hls', test: nodeModule(String.raw`hls\.js`), priority: 90 },
    { name: 'charts', test: nodeModule('lightweight-charts|fancy-canvas'), priority: 90 },
    { name: 'qrcode', test: nodeModule('qrcode|dijkstrajs|pngjs|encode-utf8'), priority: 90 },
    // zod in one piece: left to itself the bundler cut a 0.1 KB chunk (its coercions) off the 25 KB of its
    // schemas, a request of its own on every page that validates a form or a socket frame. The socket's
    // schemas join it without their dependencies: those (the messages, the limits) are in `app-shared` and
    // the entry, and pulled in here they took every page that shows a lottery's texts to zod (+27 KB gz).
    {
      name: 'zod',
      test: (id) => zod.test(id) || socketSchemas.test(id),
      includeDependenciesRecursively: false,
      priority: 90,
    },
    // The lazy pages (decision 046): what most of them share comes in two chunks instead of dozens of
    // sub-kilobyte ones, each costing a round trip. A page loads more bytes than it uses (up to ~80 KB gz)
    // but a third of the files; on a phone network the round trips cost more than the bytes.
    // What the first page loads after it shows (its pop-ups, the toast) in small chunks of their own,
    // so home does not pull the shared chunks below (90 KB) for them; the visitor's pop-up ad apart from
    // the overlays only a member or a toast needs.
    { name: 'home-extras', test: homeExtras, priority: 25 },
    { name: 'popup-ad', test: popupAd, priority: 25 },
    // Only what at least ten pages use: shared by fewer, a component (the image viewer, the slider, the
    // popover and its positioning library) stays with those pages instead of costing every page ~19 KB.
    { name: 'ui-kit', test: nodeModule(uiKitLibs), minShareCount: 10, priority: 20 },
    {
      name: (id, ctx) =>
        (appCode.test(id) && !reachesZod(id, (m) => ctx.getModuleInfo(m), zodMemo)) || icons.test(id)
          ? 'app-shared'
          : null,
      // Three, not four (decision 054): the pages measured load 2-7 files fewer for 3-6 KB gz more; at two,
      // every page would load 180 KB gz more. The icons three to nine pages use join too (decision 057):
      // each was a sub-kilobyte chunk of its own. An article loads 3 files fewer and the room 1, for 1.6 KB
      // gz more on every page.
      minShareCount: 3,
      // Helpers, hooks and small components; a page's big pieces stay in the chunks of the pages using them.
      maxModuleSize: 6000,
      priority: 15,
    },
  ],
};
