import { describe, expect, it } from 'vitest';
import { clampView, initialView, sourceRect } from './square-crop';

describe('square crop', () => {
  it('starts centred, covering the square with the short side', () => {
    const view = initialView(400, 200, 100);
    expect(view).toEqual({ scale: 0.5, x: -50, y: 0 });
    expect(sourceRect(view, 100)).toEqual({ sx: 100, sy: 0, size: 200 });
  });
  it('never leaves an empty band when dragged or zoomed out', () => {
    expect(clampView({ scale: 0.5, x: 30, y: -40 }, 400, 200, 100)).toEqual({ scale: 0.5, x: 0, y: 0 });
    expect(clampView({ scale: 0.1, x: -500, y: 0 }, 400, 200, 100)).toEqual({ scale: 0.5, x: -100, y: 0 });
  });
});
