import type { LiveMember, LiveMessage, LiveQuote } from '@app/contract/live';
import { reduceQuoteText } from '@app/contract/quote-text';
import type { MessageView } from './live-message.repository';

/**
 * How everyone else sees a member in a room: the nickname is the only name (`name` repeats it for clients
 * that read that field); the real name and the mobile never leave the server.
 */
const publicMember = (id: number, nickname: string | null, avatar: string | null): LiveMember => ({
  id,
  name: nickname,
  nickname,
  avatar,
});

function toQuote(view: MessageView, viewerSeesHidden: boolean): LiveQuote | null {
  if (view.quoteRowId === null || view.quoteCreatedAt === null) return null;
  // A hidden comment must not reach members through a teacher's reply either.
  if (view.quoteStatus !== 1 && !viewerSeesHidden) return null;
  return {
    id: view.quoteRowId,
    content: reduceQuoteText(view.quoteContent ?? '', view.quotePic),
    createTime: view.quoteCreatedAt.toISOString(),
    member:
      view.quoteMemberId !== null
        ? publicMember(view.quoteMemberId, view.quoteMemberNickname, view.quoteMemberAvatar)
        : null,
    teacher:
      view.quoteTeacherId !== null && view.quoteTeacherName !== null
        ? { id: view.quoteTeacherId, name: view.quoteTeacherName, avatar: view.quoteTeacherAvatar ?? '' }
        : null,
  };
}

export function toLiveMessage(view: MessageView, viewerSeesHidden: boolean): LiveMessage {
  return {
    id: view.id,
    liveId: view.liveId,
    categoryId: view.categoryId,
    liveTypeId: view.liveTypeId,
    pic: view.pic,
    content: view.content,
    dateTime: view.createdAt.toISOString(),
    memberId: view.memberId,
    member:
      view.memberId !== null ? publicMember(view.memberId, view.memberNickname, view.memberAvatar) : null,
    teacher:
      view.teacherId !== null && view.teacherName !== null
        ? { id: view.teacherId, name: view.teacherName, avatar: view.teacherAvatar ?? '' }
        : null,
    quoteId: view.quoteId,
    quote: toQuote(view, viewerSeesHidden),
    tplId: view.tplId,
    tplRefId: view.tplRefId,
    status: view.status,
    isTop: view.isTop,
  };
}
