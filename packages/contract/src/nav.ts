import { z } from 'zod';
import { rowId, int4 } from './ids';

/** Bottom tab bar entry (SPEC §3). */
export const tabNavItem = z.object({
  title: z.string(),
  link: z.string(),
  icon: z.string(),
  iconActive: z.string(),
});
export type TabNavItem = z.infer<typeof tabNavItem>;

export const LinkTypeCode = z.enum(['Route', 'Webview', 'Miniprogram', 'Other']);

/** Navigation link with per-link permission (SPEC §3, §4). */
export const navLink = tabNavItem.extend({
  id: rowId,
  typeCode: z.string(),
  linkParams: z.object({ wxAppletId: z.string().optional() }).catchall(z.string()).nullable(),
  permission: int4,
  permissionMsg: z.string().nullable(),
  noPermissionLink: z.string().nullable(),
});
export type NavLink = z.infer<typeof navLink>;

export const navListQuery = z.object({
  versionSn: z.string().max(32).optional(),
  categoryCode: z.enum(['footer', 'home']).default('footer'),
  linkTypeCode: z.string().max(32).optional(),
});
export type NavListQuery = z.input<typeof navListQuery>;
