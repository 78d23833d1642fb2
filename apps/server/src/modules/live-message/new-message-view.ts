import type { LiveTeacher } from '@app/contract/live';
import type { MessageView } from './live-message.repository';

export interface NewMessage {
  id: number;
  liveId: number;
  categoryId: number;
  liveTypeId: number;
  content: string;
  pic: string | null;
  quoteId: number | null;
  createdAt: Date;
  author: { memberId: number; nickname: string | null; avatar: string | null };
  /** Set when the author posts as a teacher of the room. */
  teacher: LiveTeacher | null;
  /** Template messages: the card's kind and what it shows. */
  tpl?: { tplId: number; tplRefId: number };
}

/**
 * The view of a message just inserted, assembled from what the send already holds (the author's session,
 * the room's cached teachers, the quote it validated) instead of reading the row back: that re-read was the
 * slowest step between a teacher's send and the broadcast. Same shape as the repository's joined view, so
 * one presenter serves both and the broadcast equals what the list later returns.
 */
export function newMessageView(message: NewMessage, quote: MessageView | null): MessageView {
  return {
    id: message.id,
    liveId: message.liveId,
    categoryId: message.categoryId,
    liveTypeId: message.liveTypeId,
    content: message.content,
    pic: message.pic,
    memberId: message.author.memberId,
    teacherId: message.teacher?.id ?? null,
    quoteId: message.quoteId,
    tplId: message.tpl?.tplId ?? 0,
    tplRefId: message.tpl?.tplRefId ?? null,
    status: 1,
    isTop: false,
    createdAt: message.createdAt,
    memberNickname: message.author.nickname,
    memberAvatar: message.author.avatar,
    teacherName: message.teacher?.name ?? null,
    teacherAvatar: message.teacher?.avatar ?? null,
    quoteRowId: quote?.id ?? null,
    quoteContent: quote?.content ?? null,
    quotePic: quote?.pic ?? null,
    quoteStatus: quote?.status ?? null,
    quoteCreatedAt: quote?.createdAt ?? null,
    quoteMemberId: quote?.memberId ?? null,
    quoteTeacherId: quote?.teacherId ?? null,
    quoteMemberNickname: quote?.memberNickname ?? null,
    quoteMemberAvatar: quote?.memberAvatar ?? null,
    quoteTeacherName: quote?.teacherName ?? null,
    quoteTeacherAvatar: quote?.teacherAvatar ?? null,
  };
}
