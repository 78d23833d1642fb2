// Builds the server into one ES module, apps/server/dist/server.mjs, so `npm start` runs plain JavaScript:
// no TypeScript compiler in the running process (decision 042). Our own code and the workspace packages
// (@app/*, TypeScript source) are bundled; every npm package stays an ordinary import from node_modules, so
// native addons (sharp), PGlite's WASM and data files and anything that finds its files beside itself load
// as they would from source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@app/'));

const started = performance.now();
await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile: path.join(serverDir, 'dist/server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  // Readable stack traces without a source map loaded at run time; the map is written for debugging.
  minify: false,
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  tsconfig: path.join(serverDir, 'tsconfig.json'),
});
console.log(
  `server built: apps/server/dist/server.mjs (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
