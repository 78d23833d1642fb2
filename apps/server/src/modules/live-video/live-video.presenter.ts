import type { LiveTeacher } from '@app/contract/live';
import type { LiveVideoRoom, Playback } from '@app/contract/live-video';
import type { LiveRoomRow } from '../../db/schema/live';
import type { PlaybackWithRoom } from './live-video.repository';

/** The stream url only reaches a caller who may watch. */
export const toLiveVideoRoom = (
  row: LiveRoomRow,
  teachers: LiveTeacher[],
  unlocked: boolean,
): LiveVideoRoom => ({
  id: row.id,
  title: row.title,
  pic: row.pic,
  description: row.description,
  status: row.videoStatus ?? 'ended',
  heat: row.heat,
  isOpenComment: row.isOpenComment,
  teachers,
  streamUrl: unlocked ? row.streamUrl : null,
  startAt: row.startAt?.toISOString() ?? null,
  locked: !unlocked,
  moduleId: row.moduleId,
});

export const toPlayback = (row: PlaybackWithRoom, teacherNames: string, unlocked: boolean): Playback => ({
  id: row.id,
  liveId: row.liveId,
  live: { id: row.liveId, title: row.roomTitle },
  title: row.title,
  pic: row.pic,
  description: row.description,
  teacher: teacherNames,
  visits: row.visits,
  duration: row.duration,
  videoUrl: unlocked ? row.videoUrl : null,
  dateTime: row.recordedAt.toISOString(),
  locked: !unlocked,
  moduleId: row.moduleId,
});
