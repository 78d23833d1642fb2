import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_SPRITE_PATH, iconSpriteSrc } from '@app/contract/icon-sprite';
import { serverRoot } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the icons folder as one SVG stack', () => {
  it('names every icon of the folder by a view, with its ids kept apart from the other icons', async () => {
    const res = await t.app.inject({ method: 'GET', url: ICON_SPRITE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const icons = readdirSync(path.join(serverRoot, 'media', 'icons')).filter((f) => f.endsWith('.svg'));
    const views = [...res.body.matchAll(/<view id="([^"]+)" viewBox="0 (\d+) 24 24"\/>/g)];
    expect(views.map((v) => `${v[1]}.svg`).sort()).toEqual(icons.sort());
    // Each view frames its own row.
    expect(new Set(views.map((v) => v[2])).size).toBe(views.length);
    // menu-live's gradient is renamed, and its fill follows.
    expect(res.body).toContain('id="menu-live-g-live"');
    expect(res.body).toContain('url(#menu-live-g-live)');
    expect(res.body).not.toMatch(/id="g-live"/);
  });

  it('answers 304 to a copy it already sent', async () => {
    const first = await t.app.inject({ method: 'GET', url: ICON_SPRITE_PATH });
    const again = await t.app.inject({
      method: 'GET',
      url: ICON_SPRITE_PATH,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('points icon addresses of the folder at their view, and leaves every other address alone', () => {
    expect(iconSpriteSrc('/media/icons/menu-live.svg')).toBe(`${ICON_SPRITE_PATH}#menu-live`);
    expect(iconSpriteSrc('/media/banners/banner-1.svg')).toBe('/media/banners/banner-1.svg');
    expect(iconSpriteSrc('https://cdn.example.com/media/icons/menu-live.svg')).toBe(
      'https://cdn.example.com/media/icons/menu-live.svg',
    );
    expect(iconSpriteSrc('/media/icons/../secret.svg')).toBe('/media/icons/../secret.svg');
    expect(iconSpriteSrc(ICON_SPRITE_PATH)).toBe(ICON_SPRITE_PATH);
  });
});
