import type { PushItem, PushKind } from '@app/contract/member-center';
import type { PushMessageRow } from '../../db/schema/member-center';

export const toPushItem = (row: PushMessageRow): PushItem => ({
  id: row.id,
  kind: row.kind as PushKind,
  title: row.title,
  body: row.body,
  link: row.link,
  isRead: row.readAt ? 1 : 0,
  dateTime: row.createdAt.toISOString(),
});
