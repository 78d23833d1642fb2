import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;
// Brotli's top level costs seconds per megabyte: the few large files (pdf.js, hls.js) get a fast level.
const LARGE_BYTES = 256 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every text asset of the build, at the highest levels: the server sends
 * them as they are (its static plugin's preCompressed option) instead of compressing on each request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = [...Object.keys(bundle), 'index.html'].filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const full = path.join(outDir, file);
          const raw = await readFile(full).catch(() => null);
          if (!raw || raw.length < MIN_BYTES) return;
          const quality = raw.length > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
