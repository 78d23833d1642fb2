import type { LiveMessage } from '@app/contract/live';

export interface MessageView {
  categoryId: number;
  /** The teacher filter; empty means every message of the category. */
  teacherIds: readonly number[];
  ownMemberId: number | null;
}

/**
 * Whether a live or gap-filled message belongs on the current list: its category, and with a teacher
 * filter only those teachers' messages and the user's own (SPEC §2). The socket and /list/after carry
 * every category and author, so the client applies the same rule the list endpoint does.
 */
export function belongsToView(msg: LiveMessage, view: MessageView): boolean {
  if (msg.categoryId !== view.categoryId) return false;
  if (view.teacherIds.length === 0) return true;
  if (msg.teacher && view.teacherIds.includes(msg.teacher.id)) return true;
  return view.ownMemberId !== null && msg.memberId === view.ownMemberId;
}
