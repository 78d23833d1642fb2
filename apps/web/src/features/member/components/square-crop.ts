/** Where the picture sits in the square viewport: its scale and the offset of its top-left corner. */
export interface CropView {
  scale: number;
  x: number;
  y: number;
}

/** The smallest scale at which the picture covers the whole square. */
export const coverScale = (width: number, height: number, box: number): number =>
  box / Math.min(width, height);

/** Keeps the picture covering the square: no empty band at any edge. */
export function clampView(view: CropView, width: number, height: number, box: number): CropView {
  const scale = Math.max(view.scale, coverScale(width, height, box));
  const minX = box - width * scale;
  const minY = box - height * scale;
  return { scale, x: Math.min(0, Math.max(minX, view.x)), y: Math.min(0, Math.max(minY, view.y)) };
}

/** The centred view that just covers the square. */
export function initialView(width: number, height: number, box: number): CropView {
  const scale = coverScale(width, height, box);
  return { scale, x: (box - width * scale) / 2, y: (box - height * scale) / 2 };
}

/** The source rectangle (in picture pixels) the square shows. */
export function sourceRect(view: CropView, box: number) {
  // 0 - x rather than -x: an edge offset of 0 stays +0, not -0.
  return { sx: (0 - view.x) / view.scale, sy: (0 - view.y) / view.scale, size: box / view.scale };
}
