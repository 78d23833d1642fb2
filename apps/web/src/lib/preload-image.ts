import { iconSpriteSrc } from '@app/contract/icon-sprite';
import { serverAddress } from './server-address';

/**
 * Starts downloading the picture a page is about to show first (its largest paint) as soon as its address
 * is known, before the page's code has drawn it; the page's own image then comes from the browser's cache.
 * The address is the one LazyImage will ask for (an icon of the folder comes from the sprite).
 */
export function preloadImage(src: string | null | undefined): void {
  if (!src) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = serverAddress(iconSpriteSrc(src));
}
