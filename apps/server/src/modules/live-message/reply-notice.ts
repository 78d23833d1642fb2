import type { LiveMessage } from '@app/contract/live';
import { Pages } from '@app/contract/pages';
import type { PushNotice } from '../push/push.service';
import type { MessageView } from './live-message.repository';

/** Rich text as a line of plain text: tags out, entities and runs of space collapsed. */
const plainText = (html: string) =>
  html
    .replace(/<img\b[^>]*>/gi, '[图片]')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The notification a member gets when a teacher's message quotes theirs: it opens the room at the reply.
 * Null when nobody needs telling (a teacher quoting a teacher, or the author quoting themself).
 */
export function replyNotice(
  reply: LiveMessage,
  quoted: MessageView,
  teacherName: string,
): { memberId: number; notice: PushNotice } | null {
  if (quoted.teacherId !== null || quoted.memberId === null || quoted.memberId === reply.memberId)
    return null;
  const text = plainText(reply.content) || (reply.pic ? '[图片]' : '');
  const link = `${Pages.chat}?id=${reply.liveId}&categoryId=${reply.categoryId}&messageId=${reply.id}`;
  return {
    memberId: quoted.memberId,
    notice: { kind: 'liveReply', title: `${teacherName}老师回复了您的留言`, body: text, link },
  };
}
