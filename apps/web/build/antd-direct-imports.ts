import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { Button, Popup } from 'antd-mobile'` into one import per component file
 * (`antd-mobile/es/components/button`), the way the UI kit's own docs suggest for bundlers without its
 * babel plugin (decision 046). Through the package's index every page's chunk graph reached all 80
 * components and their animation libraries: the bundler then split them into dozens of tiny shared
 * chunks, and a page pulled into the first chunk brought 90 KB of components it never renders.
 * The index's own side effect, the global stylesheet, is imported once by the app's entry instead.
 * Type-only specifiers and names the index does not map stay on the package import (erased or kept).
 */
const PACKAGE = 'antd-mobile';

type Target = { file: string; exported: string };

/** The index's `export { default as X } from './components/x'` lines, read from the installed package. */
export function readIndex(): Map<string, Target> {
  const require = createRequire(import.meta.url);
  const esDir = path.join(path.dirname(require.resolve(`${PACKAGE}/package.json`)), 'es');
  const source = readFileSync(path.join(esDir, 'index.js'), 'utf8');
  const targets = new Map<string, Target>();
  for (const [, names, from] of source.matchAll(/export \{([^}]+)\} from '\.\/([^']+)';/g)) {
    for (const spec of names!.split(',')) {
      const [exported, local = exported] = spec.trim().split(/\s+as\s+/);
      if (exported && local)
        targets.set(local.trim(), { file: `${PACKAGE}/es/${from}`, exported: exported.trim() });
    }
  }
  return targets;
}

const IMPORT = new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*['"]${PACKAGE}['"];?`, 'g');

export function rewriteImports(code: string, targets: Map<string, Target>): string {
  return code.replace(IMPORT, (whole, specifiers: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const raw of specifiers.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const [name, alias = name] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const target = spec.startsWith('type ') ? undefined : targets.get(name!);
      if (!target) kept.push(spec);
      else if (target.exported === 'default') direct.push(`import ${alias} from '${target.file}';`);
      else direct.push(`import { ${target.exported} as ${alias} } from '${target.file}';`);
    }
    if (!direct.length) return whole;
    // Only types left: `import type` is erased whole (a bare `import {}` would still load the index).
    const typesOnly = kept.every((spec) => spec.startsWith('type '));
    const rest = !kept.length
      ? ''
      : typesOnly
        ? `import type { ${kept.map((spec) => spec.slice('type '.length)).join(', ')} } from '${PACKAGE}';`
        : `import { ${kept.join(', ')} } from '${PACKAGE}';`;
    // The same number of lines, so the source map's line numbers stay right.
    const newlines = '\n'.repeat(whole.split('\n').length - 1);
    return [...direct, rest].filter(Boolean).join(' ') + newlines;
  });
}

export function antdDirectImports(): Plugin {
  let targets: Map<string, Target> | undefined;
  return {
    name: 'antd-direct-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes(PACKAGE)) return null;
      targets ??= readIndex();
      const out = rewriteImports(code, targets);
      return out === code ? null : { code: out, map: null };
    },
  };
}
