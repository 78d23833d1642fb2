import { z } from 'zod';

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
  status: z.number().int(),
  iosLink: z.string().nullable(),
  androidLink: z.string().nullable(),
  isForce: z.number().int(),
  notes: z.string().nullable(),
});
export type ClientVersionInfo = z.infer<typeof clientVersionInfo>;
