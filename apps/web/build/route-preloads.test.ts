import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Pages } from '@app/contract/pages';
import { APP_ROUTES } from '../src/app/route-table';
import { WatchPages } from '../src/lib/watch-pages';
import { routeModules } from './route-preloads';

describe('page paths mapped to their route modules for preloading', () => {
  const source = readFileSync(path.join(import.meta.dirname, '../src/app/route-table.tsx'), 'utf8');
  const routes = routeModules(source, { Pages, WatchPages });

  it('finds the module of every lazy route of the table', () => {
    // Home is part of the entry; its paths need nothing more.
    const home = new Set<string>([Pages.root, Pages.about, Pages.index]);
    const missing = APP_ROUTES.map((r) => r.path).filter((p) => !home.has(p) && !routes.has(p));
    expect(missing).toEqual([]);
  });

  it('maps a page to the module its route imports', () => {
    expect(routes.get(Pages.newsList)).toBe('./routes/news/news-list-page');
    expect(routes.get(WatchPages.courseVideo)).toBe('./routes/course/course-video-page');
  });
});
