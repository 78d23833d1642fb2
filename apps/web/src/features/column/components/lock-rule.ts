import { LOCK_OVERLAY_FROM_INDEX } from '@app/contract/limits';

/**
 * SPEC §2/§9: a locked entry shows the 'unlock to view full content' overlay from the third card on;
 * the first two stay readable as a teaser even when locked (tapping them still asks for the module).
 */
export function showsLockOverlay(index: number, locked: boolean): boolean {
  return locked && index >= LOCK_OVERLAY_FROM_INDEX;
}
