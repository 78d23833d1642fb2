/** Advertisement categories (SPEC §3 categoryCode), zod-free so pages can check a query value cheaply. */
export const AD_CATEGORY_CODES = [
  'teacherAd',
  'goodsAd',
  'officialInstitutionList',
  'appInstitutionList',
  'home',
  'popup',
  // The small banner of the live text and video rooms (GET /api/live/ad/ver/2/list/all/liveRoom).
  'liveRoom',
] as const;
/** The ad category the live rooms show. */
export const LIVE_ROOM_AD_CATEGORY = 'liveRoom' satisfies (typeof AD_CATEGORY_CODES)[number];
export type AdCategoryCodeValue = (typeof AD_CATEGORY_CODES)[number];

export const isAdCategoryCode = (value: unknown): value is AdCategoryCodeValue =>
  (AD_CATEGORY_CODES as readonly unknown[]).includes(value);
