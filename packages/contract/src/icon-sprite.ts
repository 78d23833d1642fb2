/**
 * The server's icons folder (/media/icons/*.svg: tab bar and home menu icons) is also served as one SVG stack,
 * each icon a `<view>` named after its file. A page showing twenty icons then makes one request instead of
 * twenty (HTTP/1.1 allows six at a time, each costing a round trip on a phone network).
 */
export const ICON_FOLDER = '/media/icons/';
export const ICON_SPRITE_PATH = `${ICON_FOLDER}sprite.svg`;

const ICON_FILE = /^\/media\/icons\/([a-z0-9][a-z0-9-]*)\.svg$/;

/** The sprite view of an icon of the folder (`/media/icons/sprite.svg#menu-live`), or the address unchanged. */
export function iconSpriteSrc(src: string): string {
  const name = ICON_FILE.exec(src)?.[1];
  return name && `${ICON_FOLDER}${name}.svg` !== ICON_SPRITE_PATH ? `${ICON_SPRITE_PATH}#${name}` : src;
}

/** The icon file names (without .svg) the sprite may hold: the same rule as the addresses it replaces. */
export const ICON_NAME = /^[a-z0-9][a-z0-9-]*$/;
