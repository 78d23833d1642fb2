/** Advertisement categories (SPEC §3 categoryCode), zod-free so pages can check a query value cheaply. */
export const AD_CATEGORY_CODES = [
  'teacherAd',
  'goodsAd',
  'officialInstitutionList',
  'appInstitutionList',
  'home',
  'popup',
] as const;
export type AdCategoryCodeValue = (typeof AD_CATEGORY_CODES)[number];

export const isAdCategoryCode = (value: unknown): value is AdCategoryCodeValue =>
  (AD_CATEGORY_CODES as readonly unknown[]).includes(value);
