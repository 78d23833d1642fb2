import type { LiveCategory, LiveHeats, LiveRoom, LiveRoomNav, LiveTeacher } from '@app/contract/live';
import { LiveMsg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import type { LiveCategoryRow, LiveRoomRow, LiveTypeCode } from '../../db/schema/live';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { toLiveCategory, toLiveRoom } from './live-room.presenter';
import type { LiveRoomRepository } from './live-room.repository';
import { offsetOf } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';

/** A room with its teachers, as the socket and the message rules need it. */
export interface RoomSnapshot {
  row: LiveRoomRow;
  teachers: LiveTeacher[];
  teacherIds: ReadonlySet<number>;
}

/**
 * Rooms change rarely and sockets connect often (thousands at once after a push), so room lookups for
 * sockets and permission checks are cached briefly; a change to a room applies within CACHE_MS.
 */
const CACHE_MS = 10_000;

export function createLiveRoomService(deps: {
  repo: LiveRoomRepository;
  clock: Clock;
  online: (liveId: number) => Promise<number>;
}) {
  const { repo, clock } = deps;
  const cache = new Map<number, { at: number; value: Promise<RoomSnapshot | null> }>();
  let categoriesCache: { at: number; value: Promise<LiveCategoryRow[]> } | null = null;

  async function load(liveId: number): Promise<RoomSnapshot | null> {
    const row = await repo.byId(liveId);
    if (!row) return null;
    const teachers = (await repo.teachersOf([row.id])).map(({ id, name, avatar }) => ({ id, name, avatar }));
    return { row, teachers, teacherIds: new Set(teachers.map((t) => t.id)) };
  }

  async function withTeachers(rows: LiveRoomRow[]): Promise<LiveRoom[]> {
    const teacherRows = await repo.teachersOf(rows.map((r) => r.id));
    return rows.map((row) =>
      toLiveRoom(
        row,
        teacherRows.filter((t) => t.liveId === row.id).map(({ id, name, avatar }) => ({ id, name, avatar })),
      ),
    );
  }

  const service = {
    /** The room (cached unless `fresh`), or null when it does not exist or is disabled. */
    snapshot(liveId: number, options: { fresh?: boolean } = {}): Promise<RoomSnapshot | null> {
      const now = Date.now();
      const hit = cache.get(liveId);
      if (!options.fresh && hit && now - hit.at < CACHE_MS) return hit.value;
      const value = load(liveId);
      cache.set(liveId, { at: now, value });
      value.catch(() => cache.delete(liveId));
      if (cache.size > 10_000) cache.clear();
      return value;
    },

    async require(liveId: number, options: { fresh?: boolean } = {}): Promise<RoomSnapshot> {
      const room = await service.snapshot(liveId, options);
      if (!room) throw new NotFoundError(LiveMsg.roomNotFound);
      return room;
    },

    isRoomTeacher(room: RoomSnapshot, teacherId: number | null | undefined): boolean {
      return teacherId !== null && teacherId !== undefined && room.teacherIds.has(teacherId);
    },

    async list(typeCode: LiveTypeCode, pageNum: number, pageSize: number) {
      const { rows, total } = await repo.page(typeCode, pageSize, offsetOf({ pageNum, pageSize }));
      return { rows: await withTeachers(rows), total };
    },

    /** A teacher's rooms of both types (an unknown teacher has none). */
    async listOfTeacher(teacherId: number, pageNum: number, pageSize: number) {
      const { rows, total } = await repo.pageOfTeacher(teacherId, pageSize, offsetOf({ pageNum, pageSize }));
      return { rows: await withTeachers(rows), total };
    },

    /** The rooms of a type the viewer may enter: free ones and those of modules they hold. */
    async listAuthorized(typeCode: LiveTypeCode, viewer: Viewer, pageNum: number, pageSize: number) {
      const { rows, total } = await repo.page(typeCode, pageSize, offsetOf({ pageNum, pageSize }), viewer);
      return { rows: await withTeachers(rows), total };
    },

    /** The room a plain "word room" link opens: the first active one. */
    async defaultRoom(typeCode: LiveTypeCode): Promise<LiveRoom> {
      const row = await repo.first(typeCode);
      if (!row) throw new NotFoundError(LiveMsg.roomNotFound);
      const [room] = await withTeachers([row]);
      if (!room) throw new NotFoundError(LiveMsg.roomNotFound);
      return room;
    },

    async info(typeCode: LiveTypeCode, liveId: number): Promise<LiveRoom> {
      const room = await service.require(liveId, { fresh: true });
      if (room.row.typeCode !== typeCode) throw new NotFoundError(LiveMsg.roomNotFound);
      return toLiveRoom(room.row, room.teachers);
    },

    async categoryRows(): Promise<LiveCategoryRow[]> {
      const now = Date.now();
      if (!categoriesCache || now - categoriesCache.at >= CACHE_MS) {
        const value = repo.categories();
        categoriesCache = { at: now, value };
        value.catch(() => {
          categoriesCache = null;
        });
      }
      return categoriesCache.value;
    },

    async categories(): Promise<LiveCategory[]> {
      return (await service.categoryRows()).map(toLiveCategory);
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await service.categoryRows()).some((c) => c.id === id);
    },

    /** The room page's tab strip: one link per category, carrying the room and its comment switch. */
    async nav(typeCode: LiveTypeCode, liveId: number | undefined): Promise<LiveRoomNav> {
      const room =
        liveId === undefined ? await service.defaultRoom(typeCode) : await service.info(typeCode, liveId);
      const categories = await service.categoryRows();
      return {
        code: typeCode,
        isOpenComment: room.isOpenComment,
        navList: categories.map((c) => ({
          title: c.title,
          link: `${Pages.chat}?id=${room.id}&module=${c.id}&isOpenComment=${room.isOpenComment}`,
        })),
      };
    },

    async teachers(liveId: number): Promise<LiveTeacher[]> {
      return (await service.require(liveId)).teachers;
    },

    async heats(liveId: number, memberId: number | null): Promise<LiveHeats> {
      const room = await service.require(liveId, { fresh: true });
      const [online, liked] = await Promise.all([
        deps.online(liveId),
        memberId === null ? false : repo.hasLiked(liveId, memberId),
      ]);
      return {
        liveId,
        heat: room.row.heat,
        online,
        likes: room.row.likes,
        shares: room.row.shares,
        liked,
      };
    },

    /** Toggles the caller's like (a second tap takes it back) and returns the new figures. */
    async like(liveId: number, memberId: number): Promise<LiveHeats> {
      await service.require(liveId);
      await repo.toggleLike(liveId, memberId, clock.now());
      return service.heats(liveId, memberId);
    },

    async share(liveId: number, memberId: number | null, channel: string | undefined): Promise<LiveHeats> {
      await service.require(liveId);
      await repo.addShare(liveId, memberId, channel ?? null, clock.now());
      return service.heats(liveId, memberId);
    },
  };
  return service;
}
export type LiveRoomService = ReturnType<typeof createLiveRoomService>;
