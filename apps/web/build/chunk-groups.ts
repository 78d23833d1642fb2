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

export const codeSplitting = {
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
  ],
};
