/**
 * The server's icons folder (/media/icons/*.svg: tab bar and home menu icons) is also served as one SVG stack,
 * each icon a `<view>` named after its file. A page showing twenty icons then makes one request instead of
 * twenty (HTTP/1.1 allows six at a time, each costing a round trip on a phone network).
 */
export const ICON_FOLDER = '/media/icons/';
export const ICON_SPRITE_PATH = `${ICON_FOLDER}sprite.svg`;

/** The icon file names (without .svg) the sprite may hold: the same rule as the addresses it replaces. */
export const ICON_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** The name of an icon of the folder from its address, or null for any other address. */
function iconNameOf(src: string): string | null {
  if (!src.startsWith(ICON_FOLDER) || !src.endsWith('.svg')) return null;
  const name = src.slice(ICON_FOLDER.length, -'.svg'.length);
  return ICON_NAME.test(name) ? name : null;
}

/** The sprite view of an icon of the folder (`/media/icons/sprite.svg#menu-live`), or the address unchanged. */
export function iconSpriteSrc(src: string): string {
  const name = iconNameOf(src);
  return name && `${ICON_FOLDER}${name}.svg` !== ICON_SPRITE_PATH ? `${ICON_SPRITE_PATH}#${name}` : src;
}
