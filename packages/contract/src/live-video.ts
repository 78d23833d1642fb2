import { z } from 'zod';
import { lockFields } from './content';
import { pageQuery } from './envelope';
import { idParam, int4, rowId } from './ids';
import { liveTeacher } from './live';

export const LiveVideoStatus = z.enum(['live', 'ended']);

/** A live video room (live_rooms with type video). streamUrl is null when the caller lacks access. */
export const liveVideoRoom = z.object({
  id: rowId,
  title: z.string(),
  pic: z.string(),
  description: z.string(),
  status: LiveVideoStatus,
  heat: int4,
  isOpenComment: int4,
  teachers: z.array(liveTeacher),
  streamUrl: z.string().nullable(),
  startAt: z.string().nullable(),
  ...lockFields,
});
export type LiveVideoRoom = z.infer<typeof liveVideoRoom>;

/** A replay (SPEC §3 Playback: id and live.id). videoUrl null when locked. */
export const playback = z.object({
  id: rowId,
  liveId: int4,
  live: z.object({ id: rowId, title: z.string() }),
  title: z.string(),
  pic: z.string(),
  description: z.string(),
  teacher: z.string(),
  visits: int4,
  duration: int4,
  videoUrl: z.string().nullable(),
  dateTime: z.string(),
  ...lockFields,
});
export type Playback = z.infer<typeof playback>;

/** /api/live/video/get/list/all, /allorvisible, /visible, /get/list, /get/list/liveroom. */
export const playbackListQuery = pageQuery.extend({
  liveId: idParam.optional(),
  teacherId: idParam.optional(),
  goodsId: idParam.optional(),
  from: z.string().trim().max(32).optional(),
});
/**
 * One replay. `renew=1`: the player asks again only for a fresh signed link of the video it is playing
 * (links live minutes, decision 061), which is not another play.
 */
export const playbackInfoQuery = z.object({ renew: z.literal('1').optional() });
export const liveVideoRoomQuery = z.object({ id: idParam.optional(), liveId: idParam.optional() });
