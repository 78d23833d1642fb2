import type { Comment } from '@app/contract/content';
import { commentText } from '@app/contract/content';
import { Msg } from '@app/contract/messages';
import { ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { toPlainText } from '../../lib/strip-text';
import type { CommentRepository, CommentTarget, CommentWithMember } from './comment.repository';
import { offsetOf } from '../../lib/paging';

/** Commenters appear by nickname only; their real name is never shown to others. */
const toComment = (row: CommentWithMember): Comment => ({
  id: row.id,
  targetId: row.targetId,
  content: row.content,
  dateTime: row.createdAt.toISOString(),
  member: { id: row.memberId, nickname: row.nickname ?? Msg.nameMissing, avatar: row.avatar },
});

/** Comments of news, viewpoints and courses: plain text, length-limited after markup is stripped. */
export function createCommentService(deps: { repo: CommentRepository; clock: Clock }) {
  return {
    async add(type: CommentTarget, targetId: number, memberId: number, raw: string): Promise<{ id: number }> {
      // Validate what will be stored: "<b></b>" is empty once stripped, and entities may lengthen text.
      const parsed = commentText.safeParse(toPlainText(raw));
      if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message);
      const id = await deps.repo.insert({
        type,
        targetId,
        memberId,
        content: parsed.data,
        at: deps.clock.now(),
      });
      return { id };
    },

    async list(
      type: CommentTarget,
      targetId: number,
      page: { pageNum: number; pageSize: number },
    ): Promise<{ rows: Comment[]; total: number }> {
      const { rows, total } = await deps.repo.page(type, targetId, page.pageSize, offsetOf(page));
      return { rows: rows.map(toComment), total };
    },

    count: (type: CommentTarget, targetId: number) => deps.repo.countShown(type, targetId),
  };
}
export type CommentService = ReturnType<typeof createCommentService>;
