import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSpaPage } from './spa-page';

const INDEX =
  '<!doctype html><html><head><title>财经学堂</title></head><body><div id="root"></div></body></html>';
let dir = '';

function dist(preloads?: Record<string, string[]>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'spa-page-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (preloads) writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the app page names the code of the page asked for', () => {
  it('preloads the page’s scripts and stylesheets in its head, whatever the query or trailing slash', () => {
    const page = createSpaPage(
      dist({ '/pages/news/list/index': ['assets/news-list-page-a1.js', 'assets/ui-kit-b2.css'] }),
    );
    for (const url of ['/pages/news/list/index', '/pages/news/list/index/?categoryId=15']) {
      const html = page(url);
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/news-list-page-a1.js">' +
          '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/ui-kit-b2.css"></head>',
      );
    }
  });

  it('serves index.html as it is for other pages, and for a build without the list', () => {
    expect(createSpaPage(dist({ '/pages/a': ['assets/a.js'] }))('/pages/b')).toBe(INDEX);
    rmSync(dir, { recursive: true, force: true });
    expect(createSpaPage(dist())('/pages/a')).toBe(INDEX);
  });

  it('names only files of the build’s assets folder', () => {
    const html = createSpaPage(
      dist({ '/pages/a': ['https://evil.example/x.js', '../secret.js', 'assets/ok.js'] }),
    )('/pages/a');
    expect(html).toContain('/assets/ok.js');
    expect(html).not.toContain('evil');
    expect(html).not.toContain('secret');
  });
});
