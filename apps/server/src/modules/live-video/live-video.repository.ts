import type { Visibility } from '../../lib/visibility';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  liveRooms,
  liveRoomTeachers,
  playbacks,
  type LiveRoomRow,
  type PlaybackRow,
} from '../../db/schema/live';
import { visibleTo } from '../../lib/viewer-filter';
import type { Viewer } from '../../lib/viewer';

export interface PlaybackFilter {
  liveId?: number | undefined;
  teacherId?: number | undefined;
  /** Which replays by their visible flag (the /all, /visible and /allorvisible variants). */
  visibility: Visibility;
}
export type PlaybackWithRoom = PlaybackRow & { roomTitle: string };

const videoRooms = (teacherId?: number) =>
  and(
    eq(liveRooms.enabled, true),
    eq(liveRooms.typeCode, 'video'),
    teacherId === undefined
      ? undefined
      : sql`exists (select 1 from ${liveRoomTeachers} where ${liveRoomTeachers.liveId} = ${liveRooms.id} and ${liveRoomTeachers.teacherId} = ${teacherId})`,
  );

export function createLiveVideoRepository(db: Database) {
  return {
    /** Video rooms: on-air first, then by sort. */
    async rooms(
      limit: number,
      offset: number,
      teacherId?: number,
      /** Only the rooms this viewer may watch (filtered and paged in SQL). */
      viewer?: Viewer,
    ): Promise<{ rows: LiveRoomRow[]; total: number }> {
      const where = and(videoRooms(teacherId), viewer ? visibleTo(liveRooms.moduleId, viewer) : undefined);
      const rows = await db
        .select()
        .from(liveRooms)
        .where(where)
        .orderBy(
          sql`case when ${liveRooms.videoStatus} = 'live' then 0 else 1 end`,
          asc(liveRooms.sort),
          asc(liveRooms.id),
        )
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(liveRooms).where(where);
      return { rows, total: totalRow?.n ?? 0 };
    },

    async room(id: number): Promise<LiveRoomRow | null> {
      const [row] = await db
        .select()
        .from(liveRooms)
        .where(and(eq(liveRooms.id, id), videoRooms()))
        .limit(1);
      return row ?? null;
    },

    async firstRoom(): Promise<LiveRoomRow | null> {
      return (await this.rooms(1, 0)).rows[0] ?? null;
    },

    async playbacks(
      filter: PlaybackFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: PlaybackWithRoom[]; total: number }> {
      const conditions: SQL[] = [eq(liveRooms.enabled, true)];
      if (filter.liveId !== undefined) conditions.push(eq(playbacks.liveId, filter.liveId));
      const shown = filter.visibility;
      if (shown.kind === 'visible') conditions.push(eq(playbacks.visible, true));
      if (shown.kind === 'visibleOrOwn') {
        const own: SQL[] = [eq(playbacks.visible, true)];
        if (shown.teacherId !== null)
          own.push(
            sql`exists (select 1 from ${liveRoomTeachers} where ${liveRoomTeachers.liveId} = ${playbacks.liveId} and ${liveRoomTeachers.teacherId} = ${shown.teacherId})`,
          );
        if (shown.modules.length > 0) own.push(inArray(playbacks.moduleId, shown.modules));
        conditions.push(or(...own) as SQL);
      }
      if (filter.teacherId !== undefined)
        conditions.push(
          sql`exists (select 1 from ${liveRoomTeachers} where ${liveRoomTeachers.liveId} = ${playbacks.liveId} and ${liveRoomTeachers.teacherId} = ${filter.teacherId})`,
        );
      const where = and(...conditions);
      const rows = await db
        .select({ playback: playbacks, roomTitle: liveRooms.title })
        .from(playbacks)
        .innerJoin(liveRooms, eq(liveRooms.id, playbacks.liveId))
        .where(where)
        .orderBy(desc(playbacks.recordedAt), desc(playbacks.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db
        .select({ n: count() })
        .from(playbacks)
        .innerJoin(liveRooms, eq(liveRooms.id, playbacks.liveId))
        .where(where);
      return { rows: rows.map((r) => ({ ...r.playback, roomTitle: r.roomTitle })), total: totalRow?.n ?? 0 };
    },

    async playback(id: number): Promise<PlaybackWithRoom | null> {
      const [row] = await db
        .select({ playback: playbacks, roomTitle: liveRooms.title })
        .from(playbacks)
        .innerJoin(liveRooms, eq(liveRooms.id, playbacks.liveId))
        .where(and(eq(playbacks.id, id), eq(liveRooms.enabled, true)))
        .limit(1);
      return row ? { ...row.playback, roomTitle: row.roomTitle } : null;
    },

    async countPlaybackVisit(id: number): Promise<void> {
      await db
        .update(playbacks)
        .set({ visits: sql`${playbacks.visits} + 1` })
        .where(eq(playbacks.id, id));
    },
  };
}
export type LiveVideoRepository = ReturnType<typeof createLiveVideoRepository>;
