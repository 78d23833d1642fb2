import { ADMIN_ROLE, ALL_PERMISSION } from '@app/contract/roles';

/** SPEC §6: the wildcard permission grants everything. */
export function hasPermission(permissions: readonly string[], permission: string): boolean {
  return permissions.some((p) => p === ALL_PERMISSION || p === permission);
}

/** SPEC §6: the admin role passes every role check. */
export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.some((r) => r === ADMIN_ROLE || r === role);
}

export function hasAnyPermission(permissions: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((p) => hasPermission(permissions, p));
}

export function hasAllPermissions(permissions: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((p) => hasPermission(permissions, p));
}

export function hasAnyRole(roles: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((r) => hasRole(roles, r));
}

export function hasAllRoles(roles: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((r) => hasRole(roles, r));
}
