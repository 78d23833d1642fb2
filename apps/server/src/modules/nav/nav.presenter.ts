import type { NavLink } from '@app/contract/nav';
import type { NavLinkRow } from '../../db/schema/nav-links';

export const toNavLink = (row: NavLinkRow): NavLink => ({
  id: row.id,
  title: row.title,
  link: row.link,
  icon: row.icon,
  iconActive: row.iconActive,
  typeCode: row.typeCode,
  linkParams: row.linkParams ?? null,
  permission: row.permission,
  permissionMsg: row.permissionMsg,
  noPermissionLink: row.noPermissionLink,
});
