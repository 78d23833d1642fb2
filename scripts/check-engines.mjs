// Every package the lockfile installs must run on every Node.js the root `engines.node` promises: `npm ci`
// only warns (EBADENGINE) on the version at hand, so a promise broken for another version goes unnoticed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

/**
 * Packages whose own range is allowed to fall short of ours, each with why. Platform binaries install only
 * on their platform (npm skips the others), so one of them only breaks the promise where it is used.
 */
export const ENGINE_EXCEPTIONS = {
  // sharp's 32-bit Windows build; the server is not run there (and sharp 0.35 itself wants >=20.9).
  '@img/sharp-win32-ia32': 'a 32-bit Windows binary, never installed on the platforms we run on',
};

/** Lockfile entries whose `engines.node` does not cover the whole of `rootRange`. */
export function engineMismatches(lock, rootRange, exceptions = ENGINE_EXCEPTIONS) {
  const mismatches = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    // '' is the root itself; workspace links carry no engines of their own.
    if (location === '' || entry.link) continue;
    const range = typeof entry.engines === 'object' ? entry.engines?.node : undefined;
    if (!range) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (name in exceptions) continue;
    const valid = semver.validRange(range, { loose: true });
    if (valid && semver.subset(rootRange, valid, { loose: true })) continue;
    mismatches.push({ location, name, version: entry.version, range });
  }
  return mismatches;
}

function main() {
  const root = new URL('../', import.meta.url);
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
  const rootRange = pkg.engines?.node;
  if (!rootRange) throw new Error('package.json declares no engines.node');
  const mismatches = engineMismatches(lock, rootRange);
  if (mismatches.length === 0) return;
  console.error(`${mismatches.length} locked package(s) do not support every Node.js in "${rootRange}":`);
  for (const m of mismatches)
    console.error(`  ${m.name}@${m.version} wants node "${m.range}" (${m.location})`);
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
