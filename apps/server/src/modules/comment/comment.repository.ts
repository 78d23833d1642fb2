import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { comments } from '../../db/schema/news-interactions';

export type CommentTarget = 'news' | 'viewpoint' | 'course';

export interface CommentWithMember {
  id: number;
  targetId: number;
  content: string;
  createdAt: Date;
  memberId: number;
  nickname: string | null;
  avatar: string | null;
}

export function createCommentRepository(db: Database) {
  const shown = (type: CommentTarget, targetId: number) =>
    and(eq(comments.targetType, type), eq(comments.targetId, targetId), eq(comments.status, 'shown'));
  return {
    async insert(input: {
      type: CommentTarget;
      targetId: number;
      memberId: number;
      content: string;
      at: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(comments)
        .values({
          targetType: input.type,
          targetId: input.targetId,
          memberId: input.memberId,
          content: input.content,
          createdAt: input.at,
        })
        .returning({ id: comments.id });
      if (!row) throw new Error('comment insert returned nothing');
      return row.id;
    },

    /** Shown comments, newest first. */
    async page(
      type: CommentTarget,
      targetId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: CommentWithMember[]; total: number }> {
      const rows = await db
        .select({
          id: comments.id,
          targetId: comments.targetId,
          content: comments.content,
          createdAt: comments.createdAt,
          memberId: comments.memberId,
          nickname: members.nickname,
          avatar: members.avatar,
        })
        .from(comments)
        .innerJoin(members, eq(members.id, comments.memberId))
        .where(shown(type, targetId))
        .orderBy(desc(comments.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(comments).where(shown(type, targetId));
      return { rows, total: totalRow?.n ?? 0 };
    },

    async countShown(type: CommentTarget, targetId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(comments).where(shown(type, targetId));
      return row?.n ?? 0;
    },
  };
}
export type CommentRepository = ReturnType<typeof createCommentRepository>;
