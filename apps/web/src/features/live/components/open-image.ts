/**
 * Opens a message picture full screen (one viewer at a time). The viewer's code loads with the first
 * picture tapped, not with the room.
 */
export function openImage(src: string): void {
  void import('./image-viewer').then(({ showImage }) => showImage(src));
}
