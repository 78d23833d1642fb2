import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineMismatches } from './check-engines.mjs';

const lockOf = (packages) => ({ lockfileVersion: 3, packages: { '': { name: 'root' }, ...packages } });

describe('engineMismatches', () => {
  it('names a package that wants a newer Node than the root promises', () => {
    const lock = lockOf({
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/vite': { version: '8.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
      'node_modules/old': { version: '1.0.0', engines: { node: '>=0.10' } },
      'node_modules/none': { version: '1.0.0' },
    });
    expect(engineMismatches(lock, '>=20.19', {}).map((m) => m.name)).toEqual(['cookie', 'vite']);
    expect(engineMismatches(lock, '^20.19.0 || >=22.12.0', {}).map((m) => m.name)).toEqual(['cookie']);
  });

  it('reads nested copies by their own name, skips workspace links and listed exceptions', () => {
    const lock = lockOf({
      'node_modules/a/node_modules/@scope/b': { version: '1.0.0', engines: { node: '>=22' } },
      'node_modules/@app/web': { resolved: 'apps/web', link: true },
      'node_modules/@img/win': { version: '1.0.0', engines: { node: '^18' } },
    });
    expect(engineMismatches(lock, '>=20.19', { '@img/win': 'not our platform' })).toEqual([
      { location: 'node_modules/a/node_modules/@scope/b', name: '@scope/b', version: '1.0.0', range: '>=22' },
    ]);
  });

  it('counts an engine range it cannot read as a mismatch', () => {
    const lock = lockOf({ 'node_modules/odd': { version: '1.0.0', engines: { node: 'latest' } } });
    expect(engineMismatches(lock, '>=20.19', {})).toHaveLength(1);
  });

  it("holds for this repository's lockfile and root engines", () => {
    const root = new URL('../', import.meta.url);
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
    expect(engineMismatches(lock, pkg.engines.node)).toEqual([]);
  });
});
