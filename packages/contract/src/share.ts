import { z } from 'zod';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './share-constants';

/** GET /api/member/referral/list: members who registered from the caller's share links, newest first. */
export const referral = z.object({
  nickname: z.string(),
  /** ISO time of registration. */
  registeredAt: z.string(),
});
export type Referral = z.infer<typeof referral>;
