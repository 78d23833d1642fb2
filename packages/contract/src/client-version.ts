import { z } from 'zod';
import { int4 } from './ids';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './client-version-msg';

/** SPEC §9 client type names, plus the two native platforms. */
export const ClientPlatform = z.enum(['ios', 'android', 'wxApplet', 'h5']);
export type ClientPlatform = z.infer<typeof ClientPlatform>;

/** GET /api/client/version/latest and /api/version/get/client/latest/info (no token). */
export const clientVersionQuery = z.object({
  sn: z.string().trim().max(32).optional(),
  appId: z.string().trim().max(64).optional(),
  platform: ClientPlatform.default('h5'),
});

/** SPEC §3 version info; null data when no version was released for the platform. */
export const clientVersionInfo = z.object({
  sn: z.string(),
  status: int4,
  iosLink: z.string().nullable(),
  androidLink: z.string().nullable(),
  isForce: int4,
  notes: z.string().nullable(),
  /**
   * SHA-256 (64 lower-case hex digits) of the Android package behind androidLink; the native shell installs
   * only a download that matches it. Null where there is no package.
   */
  sha256: z.string().nullable(),
  /**
   * The status of the caller's own version (the `sn` it sent): 1 once released, 0 while in review;
   * null when that version is unknown. iOS shows prices only when it is 1 (SPEC §5).
   */
  currentStatus: int4.nullable(),
});
export type ClientVersionInfo = z.infer<typeof clientVersionInfo>;
