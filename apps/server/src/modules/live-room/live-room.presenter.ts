import type { LiveCategory, LiveRoom, LiveTeacher } from '@app/contract/live';
import type { LiveCategoryRow, LiveRoomRow } from '../../db/schema/live';

export const toLiveRoom = (row: LiveRoomRow, teachers: LiveTeacher[]): LiveRoom => ({
  id: row.id,
  typeCode: row.typeCode,
  title: row.title,
  pic: row.pic,
  description: row.description,
  isOpenComment: row.isOpenComment,
  teachers,
  heat: row.heat,
  lastMessageAt: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
});

export const toLiveCategory = (row: LiveCategoryRow): LiveCategory => ({
  id: row.id,
  title: row.title,
  sort: row.sort,
});
