import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  liveCategories,
  liveLikes,
  liveRooms,
  liveRoomTeachers,
  liveShares,
  type LiveCategoryRow,
  type LiveRoomRow,
  type LiveTypeCode,
} from '../../db/schema/live';
import { teachers } from '../../db/schema/teachers';
import { isUniqueViolation } from '../../lib/db-errors';
import { visibleTo } from '../../lib/viewer-filter';
import type { Viewer } from '../../lib/viewer';

export interface RoomTeacherRow {
  liveId: number;
  id: number;
  name: string;
  avatar: string;
}

const active = (typeCode?: LiveTypeCode) =>
  and(eq(liveRooms.enabled, true), typeCode ? eq(liveRooms.typeCode, typeCode) : undefined);

export function createLiveRoomRepository(db: Database) {
  /** One page of rooms in list order, with the total. */
  const roomPage = async (
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: LiveRoomRow[]; total: number }> => {
    const rows = await db
      .select()
      .from(liveRooms)
      .where(where)
      .orderBy(asc(liveRooms.sort), asc(liveRooms.id))
      .limit(limit)
      .offset(offset);
    const [totalRow] = await db.select({ n: count() }).from(liveRooms).where(where);
    return { rows, total: totalRow?.n ?? 0 };
  };

  return {
    /** Active rooms of a type; with a viewer, only the rooms they may enter (filtered and paged in SQL). */
    async page(
      typeCode: LiveTypeCode,
      limit: number,
      offset: number,
      viewer?: Viewer,
    ): Promise<{ rows: LiveRoomRow[]; total: number }> {
      const where = and(active(typeCode), viewer ? visibleTo(liveRooms.moduleId, viewer) : undefined);
      return roomPage(where, limit, offset);
    },

    /** Active rooms (text and video) the teacher teaches in, in list order. */
    async pageOfTeacher(
      teacherId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: LiveRoomRow[]; total: number }> {
      const where = and(
        active(),
        inArray(
          liveRooms.id,
          db
            .select({ id: liveRoomTeachers.liveId })
            .from(liveRoomTeachers)
            .where(eq(liveRoomTeachers.teacherId, teacherId)),
        ),
      );
      return roomPage(where, limit, offset);
    },

    async first(typeCode: LiveTypeCode): Promise<LiveRoomRow | null> {
      const [row] = await db
        .select()
        .from(liveRooms)
        .where(active(typeCode))
        .orderBy(asc(liveRooms.sort), asc(liveRooms.id))
        .limit(1);
      return row ?? null;
    },

    async byId(id: number): Promise<LiveRoomRow | null> {
      const [row] = await db
        .select()
        .from(liveRooms)
        .where(and(eq(liveRooms.id, id), active()))
        .limit(1);
      return row ?? null;
    },

    async teachersOf(liveIds: number[]): Promise<RoomTeacherRow[]> {
      if (liveIds.length === 0) return [];
      return db
        .select({
          liveId: liveRoomTeachers.liveId,
          id: teachers.id,
          name: teachers.name,
          avatar: teachers.avatar,
        })
        .from(liveRoomTeachers)
        .innerJoin(teachers, eq(teachers.id, liveRoomTeachers.teacherId))
        .where(inArray(liveRoomTeachers.liveId, liveIds))
        .orderBy(asc(liveRoomTeachers.liveId), asc(liveRoomTeachers.sort), asc(teachers.id));
    },

    async categories(): Promise<LiveCategoryRow[]> {
      return db
        .select()
        .from(liveCategories)
        .where(eq(liveCategories.enabled, true))
        .orderBy(asc(liveCategories.sort), asc(liveCategories.id));
    },

    async hasLiked(liveId: number, memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: liveLikes.id })
        .from(liveLikes)
        .where(and(eq(liveLikes.liveId, liveId), eq(liveLikes.memberId, memberId)))
        .limit(1);
      return Boolean(row);
    },

    /** Like when not liked yet, unlike when liked; the room's counters move in the same transaction. */
    async toggleLike(liveId: number, memberId: number, at: Date): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const removed = await tx
            .delete(liveLikes)
            .where(and(eq(liveLikes.liveId, liveId), eq(liveLikes.memberId, memberId)))
            .returning({ id: liveLikes.id });
          const liked = removed.length === 0;
          if (liked) await tx.insert(liveLikes).values({ liveId, memberId, createdAt: at });
          const delta = liked ? 1 : -1;
          await tx
            .update(liveRooms)
            .set({
              likes: sql`greatest(${liveRooms.likes} + ${delta}, 0)`,
              heat: sql`greatest(${liveRooms.heat} + ${delta}, 0)`,
            })
            .where(eq(liveRooms.id, liveId));
          return liked;
        });
      } catch (error) {
        // Two taps racing: the other one already inserted the like, which is what this one wanted.
        if (isUniqueViolation(error)) return true;
        throw error;
      }
    },

    async addShare(liveId: number, memberId: number | null, channel: string | null, at: Date) {
      await db.transaction(async (tx) => {
        await tx.insert(liveShares).values({ liveId, memberId, channel, createdAt: at });
        await tx
          .update(liveRooms)
          .set({ shares: sql`${liveRooms.shares} + 1`, heat: sql`${liveRooms.heat} + 1` })
          .where(eq(liveRooms.id, liveId));
      });
    },
  };
}
export type LiveRoomRepository = ReturnType<typeof createLiveRoomRepository>;
