import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** Where the server finds, per page path, the files that page's code needs beyond the entry. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const ROUTE_TABLE = path.resolve(import.meta.dirname, '../src/app/route-table.tsx');

/**
 * Page path → the module its route loads, read from the route table's source: `const X = page(() =>
 * import('./routes/…'), …)` and `{ path: Pages.key, element: () => <X … /> }`. Paths named by `Pages`,
 * `WatchPages` or a constant of the table itself are resolved; routes of the entry (home) have no module.
 */
export function routeModules(
  source: string,
  named: Record<string, Record<string, string>>,
): Map<string, string> {
  const moduleOf = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(/const (\w+) = page\(\s*\(\) => import\('([^']+)'\)/g))
    moduleOf.set(name!, specifier!);
  const constants = new Map<string, string>();
  for (const [, name, value] of source.matchAll(/export const (\w+) = '([^']+)';/g))
    constants.set(name!, value!);
  const routes = new Map<string, string>();
  for (const [, expression, component] of source.matchAll(
    /\{\s*path: ([\w.]+),\s*element: \(\) => <(\w+)/g,
  )) {
    const [owner, key] = expression!.split('.');
    const pagePath = key ? named[owner!]?.[key] : constants.get(owner!);
    const specifier = moduleOf.get(component!);
    if (pagePath && specifier) routes.set(pagePath, specifier);
  }
  return routes;
}

/** The files a chunk needs, its static imports' files and their stylesheets, recursively. */
function closure(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (!chunk || chunk.type !== 'chunk' || into.has(file)) return into;
  into.add(file);
  const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
    ?.importedCss;
  for (const sheet of css ?? []) into.add(sheet);
  for (const dep of chunk.imports) closure(bundle, dep, into);
  return into;
}

/**
 * Writes `route-preloads.json`: for every page path, the scripts and stylesheets its route's code needs
 * that the entry does not bring. The server names them in the page's HTML (decision 046), so they download
 * alongside the entry instead of after it has run.
 */
export function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry) return;
      const initial = closure(bundle, entry.fileName);
      const chunkOf = new Map<string, string>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.facadeModuleId)
          chunkOf.set(path.normalize(chunk.facadeModuleId), chunk.fileName);
      const preloads: Record<string, string[]> = {};
      const table = path.dirname(ROUTE_TABLE);
      // The path maps the route table names, loaded as the app loads them (the config bundler would not).
      const load = async (file: string) =>
        (await tsImport(path.join(table, file), import.meta.url)) as object;
      const { Pages } = (await load('../../../../packages/contract/src/pages.ts')) as {
        Pages: Record<string, string>;
      };
      const { WatchPages } = (await load('../lib/watch-pages.ts')) as { WatchPages: Record<string, string> };
      const routes = routeModules(readFileSync(ROUTE_TABLE, 'utf8'), { Pages, WatchPages });
      for (const [pagePath, specifier] of routes) {
        const file = chunkOf.get(path.join(table, `${specifier}.tsx`));
        if (!file) continue;
        preloads[pagePath] = [...closure(bundle, file)].filter((f) => !initial.has(f));
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
