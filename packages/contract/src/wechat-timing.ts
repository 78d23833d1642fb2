// Kept apart from the schemas of wechat.ts: the web app's first page needs these numbers, not zod.

/** SPEC §4: JS-SDK configuration after 1 s, then every 3,600,000 ms. */
export const WECHAT_JSSDK_FIRST_DELAY_MS = 1000;
export const WECHAT_JSSDK_REFRESH_MS = 3_600_000;
