import type { LiveTeacher } from '@app/contract/live';
import type { LiveVideoRoom, Playback } from '@app/contract/live-video';
import { ContentMsg } from '@app/contract/messages';
import type { LiveRoomRow } from '../../db/schema/live';
import { NotFoundError } from '../../errors';
import { canSee, type Viewer } from '../../lib/viewer';
import type { AccessService } from '../access/access.service';
import type { LiveRoomRepository } from '../live-room/live-room.repository';
import type { PaidMedia } from '../media/paid-media.service';
import { toLiveVideoRoom, toPlayback } from './live-video.presenter';
import type { LiveVideoRepository, PlaybackFilter } from './live-video.repository';
import { offsetOf, type PageQuery } from '../../lib/paging';

export function createLiveVideoService(deps: {
  repo: LiveVideoRepository;
  rooms: LiveRoomRepository;
  access: AccessService;
  /** Turns stored video addresses into what the caller gets (signed links for paid files). */
  media: Pick<PaidMedia, 'presentNullable'>;
}) {
  const { repo } = deps;
  const { media } = deps;

  async function teachersByRoom(liveIds: number[]): Promise<Map<number, LiveTeacher[]>> {
    const rows = await deps.rooms.teachersOf([...new Set(liveIds)]);
    const map = new Map<number, LiveTeacher[]>();
    for (const { liveId, id, name, avatar } of rows)
      map.set(liveId, [...(map.get(liveId) ?? []), { id, name, avatar }]);
    return map;
  }

  async function presentRooms(rows: LiveRoomRow[], viewer: Viewer): Promise<LiveVideoRoom[]> {
    const teachers = await teachersByRoom(rows.map((r) => r.id));
    return Promise.all(
      rows.map(async (r) => {
        const room = toLiveVideoRoom(r, teachers.get(r.id) ?? [], canSee(viewer, r.moduleId));
        return { ...room, streamUrl: await media.presentNullable(room.streamUrl, r.moduleId !== null) };
      }),
    );
  }

  const withVideoLink = async (p: Playback): Promise<Playback> => ({
    ...p,
    videoUrl: await media.presentNullable(p.videoUrl, p.moduleId !== null),
  });

  const service = {
    async rooms(query: PageQuery & { teacherId?: number | undefined }, viewer: Viewer) {
      const { rows, total } = await repo.rooms(query.pageSize, offsetOf(query), query.teacherId);
      return { rows: await presentRooms(rows, viewer), total };
    },

    /** Rooms the caller may watch now. */
    async authorizedRooms(query: PageQuery, viewer: Viewer) {
      const { rows, total } = await repo.rooms(query.pageSize, offsetOf(query), undefined, viewer);
      return { rows: await presentRooms(rows, viewer), total };
    },

    /** One room; 206 when it needs a module the caller lacks. Without id: the first room. */
    async room(id: number | undefined, viewer: Viewer): Promise<LiveVideoRoom> {
      const row = id === undefined ? await repo.firstRoom() : await repo.room(id);
      if (!row) throw new NotFoundError(ContentMsg.videoNotFound);
      await deps.access.assertCanSee(viewer, row.moduleId);
      const [room] = await presentRooms([row], viewer);
      if (!room) throw new NotFoundError(ContentMsg.videoNotFound);
      return room;
    },

    async playbacks(
      filter: PlaybackFilter,
      query: PageQuery,
      viewer: Viewer,
    ): Promise<{ rows: Playback[]; total: number }> {
      const { rows, total } = await repo.playbacks(filter, query.pageSize, offsetOf(query));
      const teachers = await teachersByRoom(rows.map((r) => r.liveId));
      return {
        rows: await Promise.all(
          rows.map((r) =>
            withVideoLink(
              toPlayback(
                r,
                (teachers.get(r.liveId) ?? []).map((t) => t.name).join('、'),
                canSee(viewer, r.moduleId),
              ),
            ),
          ),
        ),
        total,
      };
    },

    /** `countPlay: false`: the player renewing its link, not a new play. */
    async playback(id: number, viewer: Viewer, options = { countPlay: true }): Promise<Playback> {
      const row = await repo.playback(id);
      if (!row) throw new NotFoundError(ContentMsg.videoNotFound);
      await deps.access.assertCanSee(viewer, row.moduleId);
      if (options.countPlay) await repo.countPlaybackVisit(id);
      const teachers = await teachersByRoom([row.liveId]);
      return withVideoLink(
        toPlayback(
          { ...row, visits: row.visits + (options.countPlay ? 1 : 0) },
          (teachers.get(row.liveId) ?? []).map((t) => t.name).join('、'),
          true,
        ),
      );
    },
  };
  return service;
}
export type LiveVideoService = ReturnType<typeof createLiveVideoService>;
