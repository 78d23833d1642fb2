import { z } from 'zod';

/** GET /api/member/referral/list: members who registered from the caller's share links, newest first. */
export const referral = z.object({
  nickname: z.string(),
  /** ISO time of registration. */
  registeredAt: z.string(),
});
export type Referral = z.infer<typeof referral>;

/** SPEC §9: share poster QR code defaults. */
export const SHARE_QR_SIZE = 200;
export const SHARE_QR_ERROR_CORRECTION = 'H' as const;
/** Wait after drawing the QR code before the poster is exported (SPEC §9). */
export const SHARE_QR_DRAW_DELAY_MS = 150;
/** Poster canvas size in CSS pixels (drawn at device pixel ratio). */
export const SHARE_POSTER_WIDTH = 375;
export const SHARE_POSTER_HEIGHT = 600;
