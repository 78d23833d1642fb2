// Kept apart from the schemas of wechat.ts: the web app's first page needs the JS-SDK timing, not zod.

/** SPEC §4: JS-SDK configuration after 1 s, then every 3,600,000 ms. */
export const WECHAT_JSSDK_FIRST_DELAY_MS = 1000;
export const WECHAT_JSSDK_REFRESH_MS = 3_600_000;

/** Credentials are kept for their lifetime minus this margin (REFERENCE §1.2: 300 s). */
export const WECHAT_CREDENTIAL_MARGIN_MS = 300_000;
/** How long one instance may hold the refresh of a credential before another may take over. */
export const WECHAT_REFRESH_LEASE_MS = 15_000;
/** How long an instance waits for another instance's refresh. */
export const WECHAT_REFRESH_WAIT_MS = 15_000;
/** The mini-program's one-time login ticket lives this long (REFERENCE §2.2: 60 s). */
export const WECHAT_TICKET_TTL_MS = 60_000;
/**
 * The phone page's one-time ticket lives this long: the member taps the button and answers WeChat's consent
 * sheet in between (the phone code WeChat gives then lives 5 minutes too, REFERENCE §1.5).
 */
export const WECHAT_PHONE_TICKET_TTL_MS = 300_000;
/**
 * Used and expired tickets deleted, at most, each time a ticket is issued: more than one per issue, so the
 * table shrinks to the live tickets whatever piled up, and bounded, so no issue waits on a long delete.
 */
export const WECHAT_TICKET_PRUNE_BATCH = 100;
