import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizePath } from '@app/contract/page-path';

/** Written by the web build beside index.html (apps/web/build/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const ASSET = /^assets\/[\w.-]+\.(js|css)$/;

/**
 * The app's HTML for a page path: index.html with the page's own scripts and stylesheets named in its head
 * (modulepreload, preload), so they download while the entry does instead of after it has run (decision
 * 046). At low priority: the entry, its stylesheet and the shell's first paint go first. Read once at start;
 * a build without the preload list serves index.html as it is.
 */
export function createSpaPage(webDist: string): (url: string) => string {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  let preloads: Record<string, string[]> = {};
  try {
    preloads = JSON.parse(readFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8')) as typeof preloads;
  } catch {
    // an older build, or none: pages still work, their code just starts later
  }
  const pages = new Map<string, string>();
  for (const [pagePath, files] of Object.entries(preloads)) {
    const links = files
      .filter((file) => ASSET.test(file))
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`
          : `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
      )
      .join('');
    if (links) pages.set(pagePath, html.replace('</head>', `${links}</head>`));
  }
  return (url) => pages.get(normalizePath(url)) ?? html;
}
