import { describe, expect, it } from 'vitest';
import { iconSpriteSrc } from './icon-sprite';

describe('iconSpriteSrc', () => {
  it('shows an icon of the folder as its view in the sprite', () => {
    expect(iconSpriteSrc('/media/icons/menu-live.svg')).toBe('/media/icons/sprite.svg#menu-live');
  });

  it('leaves other addresses as they are', () => {
    for (const src of [
      '/media/icons/sprite.svg',
      '/media/icons/Menu.svg',
      '/media/icons/sub/menu.svg',
      '/media/icons/menu.png',
      '/media/avatars/teacher-1.svg',
      'https://cdn.example.com/media/icons/menu.svg',
    ])
      expect(iconSpriteSrc(src)).toBe(src);
  });
});
