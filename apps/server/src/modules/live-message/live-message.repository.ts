import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { liveMessages, liveRooms, type LiveMessageRow } from '../../db/schema/live';
import { members } from '../../db/schema/members';
import { teachers } from '../../db/schema/teachers';

/** A new message: the room, the author and what was said; id, status and pin take their defaults. */
export type NewLiveMessage = Omit<typeof liveMessages.$inferInsert, 'id' | 'status' | 'isTop'> & {
  createdAt: Date;
};

const quoted = alias(liveMessages, 'q');
const quotedMember = alias(members, 'qm');
const quotedTeacher = alias(teachers, 'qt');

/** Members appear by nickname only: their real name and mobile are never read for a message. */
const columns = {
  id: liveMessages.id,
  liveId: liveMessages.liveId,
  categoryId: liveMessages.categoryId,
  liveTypeId: liveMessages.liveTypeId,
  content: liveMessages.content,
  pic: liveMessages.pic,
  memberId: liveMessages.memberId,
  teacherId: liveMessages.teacherId,
  quoteId: liveMessages.quoteId,
  tplId: liveMessages.tplId,
  tplRefId: liveMessages.tplRefId,
  status: liveMessages.status,
  isTop: liveMessages.isTop,
  createdAt: liveMessages.createdAt,
  memberNickname: members.nickname,
  memberAvatar: members.avatar,
  teacherName: teachers.name,
  teacherAvatar: teachers.avatar,
  quoteRowId: quoted.id,
  quoteContent: quoted.content,
  quotePic: quoted.pic,
  quoteStatus: quoted.status,
  quoteCreatedAt: quoted.createdAt,
  quoteMemberId: quoted.memberId,
  quoteTeacherId: quoted.teacherId,
  quoteMemberNickname: quotedMember.nickname,
  quoteMemberAvatar: quotedMember.avatar,
  quoteTeacherName: quotedTeacher.name,
  quoteTeacherAvatar: quotedTeacher.avatar,
};

function selectViews(db: Database) {
  return db
    .select(columns)
    .from(liveMessages)
    .leftJoin(members, eq(members.id, liveMessages.memberId))
    .leftJoin(teachers, eq(teachers.id, liveMessages.teacherId))
    .leftJoin(quoted, eq(quoted.id, liveMessages.quoteId))
    .leftJoin(quotedMember, eq(quotedMember.id, quoted.memberId))
    .leftJoin(quotedTeacher, eq(quotedTeacher.id, quoted.teacherId));
}

/** A message with its author and its quoted message (and that one's author) joined in. */
export type MessageView = Awaited<ReturnType<typeof selectViews>>[number];

export interface MessageScope {
  liveId: number;
  categoryId: number;
  /** false: shown messages only (members and visitors); true: hidden ones too (the room's teachers). */
  includeHidden: boolean;
  /** Teachers' messages by these teachers, plus the viewer's own messages. */
  teacherIds?: number[] | undefined;
  ownMemberId?: number | null | undefined;
}

export interface SearchFilter {
  /** Already escaped LIKE pattern. */
  contentPattern?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
}

function scopeWhere(scope: MessageScope): SQL[] {
  const where: SQL[] = [eq(liveMessages.liveId, scope.liveId), eq(liveMessages.categoryId, scope.categoryId)];
  if (!scope.includeHidden) where.push(eq(liveMessages.status, 1));
  if (scope.teacherIds && scope.teacherIds.length > 0) {
    const byTeachers = inArray(liveMessages.teacherId, scope.teacherIds);
    const own = scope.ownMemberId ? eq(liveMessages.memberId, scope.ownMemberId) : undefined;
    const either = own ? or(byTeachers, own) : byTeachers;
    if (either) where.push(either);
  }
  return where;
}

export function createLiveMessageRepository(db: Database) {
  const select = () => selectViews(db);

  async function total(where: SQL[]): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(liveMessages)
      .where(and(...where));
    return row?.n ?? 0;
  }

  return {
    /** Newest first: a page by offset, or the page older than `beforeId` (stable while messages arrive). */
    async page(
      scope: MessageScope,
      options: { limit: number; offset: number; beforeId?: number | undefined },
    ): Promise<{ rows: MessageView[]; total: number }> {
      const where = scopeWhere(scope);
      const pageWhere = options.beforeId ? [...where, lt(liveMessages.id, options.beforeId)] : where;
      const rows = await select()
        .where(and(...pageWhere))
        .orderBy(desc(liveMessages.id))
        .limit(options.limit)
        .offset(options.beforeId ? 0 : options.offset);
      return { rows, total: await total(where) };
    },

    async search(
      scope: MessageScope,
      filter: SearchFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: MessageView[]; total: number }> {
      const where = scopeWhere(scope);
      if (filter.contentPattern) where.push(ilike(liveMessages.searchText, filter.contentPattern));
      if (filter.from) where.push(gte(liveMessages.createdAt, filter.from));
      if (filter.until) where.push(lt(liveMessages.createdAt, filter.until));
      const rows = await select()
        .where(and(...where))
        .orderBy(desc(liveMessages.createdAt), desc(liveMessages.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: await total(where) };
    },

    /** Oldest first, id > afterId. */
    async after(scope: MessageScope, afterId: number, limit: number): Promise<MessageView[]> {
      return select()
        .where(and(...scopeWhere(scope), gt(liveMessages.id, afterId)))
        .orderBy(asc(liveMessages.id))
        .limit(limit);
    },

    /** Newest first, id < beforeId. */
    async before(scope: MessageScope, beforeId: number, limit: number): Promise<MessageView[]> {
      if (limit === 0) return [];
      return select()
        .where(and(...scopeWhere(scope), lt(liveMessages.id, beforeId)))
        .orderBy(desc(liveMessages.id))
        .limit(limit);
    },

    async view(id: number): Promise<MessageView | null> {
      const [row] = await select().where(eq(liveMessages.id, id)).limit(1);
      return row ?? null;
    },

    async raw(id: number): Promise<LiveMessageRow | null> {
      const [row] = await db.select().from(liveMessages).where(eq(liveMessages.id, id)).limit(1);
      return row ?? null;
    },

    async rawMany(ids: number[]): Promise<MessageView[]> {
      if (ids.length === 0) return [];
      return select().where(inArray(liveMessages.id, ids)).orderBy(asc(liveMessages.id));
    },

    async top(liveId: number, categoryId: number): Promise<MessageView[]> {
      return select()
        .where(
          and(
            eq(liveMessages.liveId, liveId),
            eq(liveMessages.categoryId, categoryId),
            eq(liveMessages.isTop, true),
            eq(liveMessages.status, 1),
          ),
        )
        .orderBy(desc(liveMessages.id))
        .limit(20);
    },

    /** Shown teacher messages that quote one of the member's messages, newest first. */
    async repliesTo(
      memberId: number,
      liveId: number,
      categoryId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: MessageView[]; total: number }> {
      const where = and(
        eq(liveMessages.liveId, liveId),
        eq(liveMessages.categoryId, categoryId),
        eq(liveMessages.status, 1),
        sql`${liveMessages.teacherId} is not null`,
        eq(quoted.memberId, memberId),
      );
      const rows = await select().where(where).orderBy(desc(liveMessages.id)).limit(limit).offset(offset);
      const [row] = await db
        .select({ n: count() })
        .from(liveMessages)
        .innerJoin(quoted, eq(quoted.id, liveMessages.quoteId))
        .where(where);
      return { rows, total: row?.n ?? 0 };
    },

    /**
     * Persists a message and moves the room's last message to it, in one statement rather than a transaction
     * of five round trips (the embedded database runs one query at a time, and this is most of a post's time
     * before its first frame goes out). The insert reads from the room's row locked FOR UPDATE, so the id is
     * taken only once the lock is held, and the lock lasts until the statement commits: concurrent posts to
     * one room commit one after another and their ids increase in commit order (gap fill by "id > last seen"
     * stays correct).
     */
    async insert(values: NewLiveMessage): Promise<number> {
      const given: [PgColumn, unknown][] = [
        [liveMessages.categoryId, values.categoryId],
        [liveMessages.liveTypeId, values.liveTypeId ?? 1],
        [liveMessages.content, values.content],
        [liveMessages.pic, values.pic ?? null],
        [liveMessages.memberId, values.memberId ?? null],
        [liveMessages.teacherId, values.teacherId ?? null],
        [liveMessages.quoteId, values.quoteId ?? null],
        [liveMessages.tplId, values.tplId ?? 0],
        [liveMessages.tplRefId, values.tplRefId ?? null],
        [liveMessages.createdAt, values.createdAt],
      ];
      const names = sql.join(
        given.map(([column]) => sql.identifier(column.name)),
        sql`, `,
      );
      const params = sql.join(
        given.map(([column, value]) => sql`${sql.param(value, column)}`),
        sql`, `,
      );
      const [row] = rowsOf(
        await db.execute(sql`
          with room as (
            select ${liveRooms.id} as id from ${liveRooms} where ${liveRooms.id} = ${values.liveId} for update
          ),
          added as (
            insert into ${liveMessages} (${sql.identifier(liveMessages.liveId.name)}, ${names})
            select room.id, ${params} from room
            returning ${sql.identifier(liveMessages.id.name)} as id
          )
          update ${liveRooms}
          set ${sql.identifier(liveRooms.lastMessageId.name)} = added.id,
              ${sql.identifier(liveRooms.lastMessageAt.name)} = ${sql.param(values.createdAt, liveRooms.lastMessageAt)}
          from added where ${liveRooms.id} = ${values.liveId}
          returning added.id as id`),
      ) as { id: number }[];
      if (!row) throw new Error(`live room ${values.liveId} not found for a new message`);
      return Number(row.id);
    },

    async setStatus(id: number, status: number): Promise<void> {
      await db.update(liveMessages).set({ status }).where(eq(liveMessages.id, id));
    },
  };
}
export type LiveMessageRepository = ReturnType<typeof createLiveMessageRepository>;
