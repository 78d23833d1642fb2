import { z } from 'zod';
import { ACCESS_LOG_TITLE_MAX, ACCESS_LOG_URL_MAX } from './limits';
import { Msg } from './messages';
import { rowId, int4 } from './ids';

/** A paid access module (e.g. VIP内参, 实战课程); content tied to one is members-only (SPEC §6). */
export const accessModule = z.object({
  id: rowId,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Product page that sells the module: /pages/goods/index/index?id=… */
  goodsLink: z.string(),
});
export type AccessModule = z.infer<typeof accessModule>;

/** GET /api/member/ver/2/access/module: the caller's modules (owned flag and expiry). */
export const memberAccessModule = accessModule.extend({
  owned: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type MemberAccessModule = z.infer<typeof memberAccessModule>;

/** GET /api/member/level/ver/2/list/related/module/{ids}: member levels that include any of the modules. */
export const memberLevel = z.object({
  id: rowId,
  name: z.string(),
  description: z.string(),
  modules: z.array(accessModule),
});
export type MemberLevel = z.infer<typeof memberLevel>;

/** GET /api/member/get/live/validity/period: until when the caller may watch members-only live video. */
export const liveValidityPeriod = z.object({
  valid: z.boolean(),
  expiresAt: z.string().nullable(),
  /** Every module the caller holds; goodsLink is the product that grants (and renews) it. */
  modules: z.array(
    z.object({
      id: rowId,
      name: z.string(),
      expiresAt: z.string().nullable(),
      goodsLink: z.string(),
    }),
  ),
});
export type LiveValidityPeriod = z.infer<typeof liveValidityPeriod>;

/**
 * Data of a 206 envelope: what the caller lacks and where to get it. The client stores it as
 * noPermissionData and opens the no-permission page.
 */
export const noPermissionData = z.object({
  moduleId: int4,
  moduleCode: z.string(),
  moduleName: z.string(),
  message: z.string(),
  goodsLink: z.string(),
  loginRequired: z.boolean(),
});
export type NoPermissionData = z.infer<typeof noPermissionData>;

/** POST /api/access/log/save (SPEC §3 Access-log record). typeId 0 = page view. */
export const accessLogSaveBody = z.object({
  url: z.string().trim().min(1, Msg.badRequest).max(ACCESS_LOG_URL_MAX, Msg.badRequest),
  title: z.string().trim().max(ACCESS_LOG_TITLE_MAX, Msg.badRequest).optional(),
  clientTitle: z.string().trim().max(ACCESS_LOG_TITLE_MAX, Msg.badRequest).optional(),
  module: z.string().trim().max(32, Msg.badRequest).optional(),
  /** Set on later posts: closes (moves the end of) the record whose handle the server returned. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, Msg.badRequest)
    .optional(),
  endDate: z.string().max(40).optional(),
  typeId: z.literal(0).default(0),
});
export type AccessLogSaveBody = z.input<typeof accessLogSaveBody>;
/** id: the record's random handle (not its row id, which is sequential and guessable). */
export const accessLogSaved = z.object({ id: z.string() });
