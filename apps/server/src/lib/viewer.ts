import type { FastifyReply } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '@app/contract/limits';

/**
 * Who is asking: a visitor (memberId null), a member, or a member linked to a teacher; with the access
 * modules they hold now. The one shape every service takes; `request.viewer()` makes it once per request.
 */
export interface Viewer {
  memberId: number | null;
  teacherId: number | null;
  modules: ReadonlySet<number>;
}

export const visitor: Viewer = { memberId: null, teacherId: null, modules: new Set() };

/** Free content, or content whose module the viewer holds. */
export const canSee = (viewer: Viewer, moduleId: number | null): boolean =>
  moduleId === null || viewer.modules.has(moduleId);

/**
 * Responses whose content depends on the caller's grants (members-only content, or a member's own
 * likes and progress) must not be stored by shared caches.
 */
export function markPrivate(reply: FastifyReply): void {
  reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
}

/** Lists: private when any entry is paid (an unlocked one carries members-only fields) or the caller is a member. */
export function markPrivateIfPersonal(
  reply: FastifyReply,
  viewer: Viewer,
  rows: readonly { moduleId: number | null }[],
): void {
  if (viewer.memberId !== null || rows.some((r) => r.moduleId !== null)) markPrivate(reply);
}
