import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

type StyledChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The statement a chunk starts with to add its styles to the page. Appended to the head, after the app's
 * stylesheet; a chunk's imports run first, so their styles come before the chunk's own, as in development.
 */
export function styleInjection(css: string): string {
  return `(()=>{const s=document.createElement("style");s.textContent=${JSON.stringify(css)};document.head.appendChild(s)})();\n`;
}

/**
 * Moves every lazy chunk's stylesheet into the chunk: the chunk's code adds its styles when it runs. Each was
 * a file of its own, 0.3 to 7 KB gz, that the page requested beside the chunk and waited for before running
 * it: the live room loaded seven stylesheets, the news list five. All of them move, or none: the styles then
 * come in the order the code runs, as in development. With only the small ones moved, the shared app styles
 * (a file, named before the chunks run) lost to the kit's rules of equal weight that came after them (the
 * member pages' lists grew from 15 to 17 px). The entry's stylesheet stays a file: the static shell paints
 * without it (decision 050). Decision 058.
 */
export function inlineLazyChunkStyles(bundle: OutputBundle): void {
  const inlined = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || output.isEntry) continue;
    const chunk = output as StyledChunk;
    const sheets = chunk.viteMetadata?.importedCss;
    if (!sheets || sheets.size === 0) continue;
    let injections = '';
    for (const file of sheets) {
      const asset = bundle[file] as OutputAsset | undefined;
      if (asset?.type !== 'asset') continue;
      injections += styleInjection(String(asset.source));
      inlined.add(file);
    }
    chunk.code = injections + chunk.code;
    chunk.viteMetadata!.importedCss = new Set([...sheets].filter((file) => !inlined.has(file)));
  }
  // A stylesheet an entry still names (the entry's own) stays; the others are gone from every chunk.
  const named = new Set<string>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk')
      for (const file of (output as StyledChunk).viteMetadata?.importedCss ?? []) named.add(file);
  for (const file of inlined) if (!named.has(file)) delete bundle[file];
}

export function inlineChunkStyles(): Plugin {
  return {
    name: 'inline-chunk-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      inlineLazyChunkStyles(bundle);
    },
  };
}
