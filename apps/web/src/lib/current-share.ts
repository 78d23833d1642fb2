/** What the page on screen shares when the messaging app's own menu shares it (set by the page's share button). */
export interface CurrentShare {
  title: string;
  desc: string;
  /** Absolute link, with the sharer's id. */
  link: string;
  imgUrl: string;
}

/**
 * The picture of a share without one of its own: the app's icon as a PNG, which the messaging app shows
 * (it does not draw SVG). In `public/`, so served at the root.
 */
export const DEFAULT_SHARE_PICTURE = '/favicon.png';

type Listener = (share: CurrentShare | null) => void;
let current: CurrentShare | null = null;
const listeners = new Set<Listener>();

export function setCurrentShare(share: CurrentShare | null): void {
  current = share;
  for (const listener of listeners) listener(share);
}

export const getCurrentShare = (): CurrentShare | null => current;

export function onCurrentShare(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
