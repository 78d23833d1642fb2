// Contract modules that define zod schemas, found by reading them: a new schema file is restricted without
// anyone remembering to list it. Each restriction names the zod-free modules that hold the file's values.
import { readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../../packages/contract/src/', import.meta.url);
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length));
const schemaModules = new Set(
  modules.filter((name) => /from 'zod'/.test(readFileSync(new URL(`${name}.ts`, dir), 'utf8'))),
);

// Zod-free modules named after their idea (before the <file>-constants / <file>-msg rule).
const olderZodFree = {
  account: ['roles'],
  ad: ['safe-link'],
  'ai-schemas': ['ai'],
  envelope: ['result-code'],
};

function zodFreeOf(name) {
  const siblings = modules.filter((other) => other.startsWith(`${name}-`) && !schemaModules.has(other));
  return [...(olderZodFree[name] ?? []), ...siblings].map((other) => `'@app/contract/${other}'`);
}

/** no-restricted-imports paths: value imports from every schema module but the ones given. */
export function schemaImportPaths(allowed = []) {
  return [...schemaModules]
    .filter((name) => !allowed.includes(name))
    .map((name) => {
      const zodFree = zodFreeOf(name);
      return {
        name: `@app/contract/${name}`,
        allowTypeImports: true,
        message:
          `'@app/contract/${name}' defines zod schemas: a value from it brings zod and every schema of the file ` +
          (zodFree.length
            ? `into the page. Import constants and texts from ${zodFree.join(' or ')} (zod-free).`
            : 'into the page. Import only types from it here (import type).'),
      };
    });
}
