import { DEFAULT_FONT_SCALE } from '@app/contract/limits';
import { StorageKey } from '@app/contract/storage-keys';
import { storage } from './storage';

export const FONT_SCALE_MIN = 1;
export const FONT_SCALE_MAX = 1.6;
export const FONT_SCALE_STEP = 0.1;

export function readFontScale(): number {
  const value = Number(storage.get(StorageKey.fontSize));
  return Number.isFinite(value) && value >= FONT_SCALE_MIN && value <= FONT_SCALE_MAX
    ? value
    : DEFAULT_FONT_SCALE;
}

/**
 * The stored preference (default 1.2, SPEC §9) is relative to the default: 1.2 renders the design sizes,
 * 1.0 is smaller, 1.6 larger. One root CSS variable carries the ratio; the theme derives every size from it.
 */
export function applyFontScale(scale: number): void {
  const ratio = Math.round((scale / DEFAULT_FONT_SCALE) * 1000) / 1000;
  document.documentElement.style.setProperty('--app-font-scale', String(ratio));
}

export function saveFontScale(scale: number): void {
  const rounded = Math.round(scale * 10) / 10;
  storage.set(StorageKey.fontSize, String(rounded));
  applyFontScale(rounded);
}
