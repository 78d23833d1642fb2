import { ORDER_ADMIN_PERMISSION } from '@app/contract/commerce';
import type { MemberRow } from '../../db/schema/members';
import { ForbiddenError } from '../../errors';

/** Operators (the back office comes later): role admin, the wildcard permission, or the order permission. */
export function assertOperator(member: MemberRow): void {
  const allowed =
    member.roles.includes('admin') ||
    member.permissions.includes('*:*:*') ||
    member.permissions.includes(ORDER_ADMIN_PERMISSION);
  if (!allowed) throw new ForbiddenError();
}
