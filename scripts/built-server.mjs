// The server the benchmarks and probes start: the built one `npm start` runs (apps/server/dist/server.mjs,
// decision 042), not the TypeScript source through tsx, so what they measure is what production runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILT_SERVER = 'apps/server/dist/server.mjs';
const BUILD_SCRIPT = 'apps/server/scripts/build.mjs';

const built = new Set();

/**
 * Builds the server of a checkout (this one unless told) once per process, so it is never missing nor older
 * than its sources (a build takes a second or two), and returns the node arguments that start it, to run with
 * the checkout as working directory. A checkout from before the server was built (no build script) starts
 * from source through tsx.
 */
export function serverArgs(checkout = root) {
  if (!existsSync(path.join(checkout, BUILD_SCRIPT))) return ['--import', 'tsx', 'apps/server/src/server.ts'];
  if (!built.has(checkout)) {
    execFileSync(process.execPath, [BUILD_SCRIPT], { cwd: checkout, stdio: 'inherit' });
    built.add(checkout);
  }
  return [BUILT_SERVER];
}
