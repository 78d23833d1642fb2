// Kept apart from the schema of share.ts: drawing the poster then loads no zod.

/** SPEC §9: share poster QR code defaults. */
export const SHARE_QR_SIZE = 200;
export const SHARE_QR_ERROR_CORRECTION = 'H' as const;
/** Wait after drawing the QR code before the poster is exported (SPEC §9). */
export const SHARE_QR_DRAW_DELAY_MS = 150;
/** Poster canvas size in CSS pixels (drawn at device pixel ratio). */
export const SHARE_POSTER_WIDTH = 375;
export const SHARE_POSTER_HEIGHT = 600;
