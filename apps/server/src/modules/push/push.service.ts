import {
  MemberCenterMsg,
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  type PushItem,
  type PushKind,
} from '@app/contract/member-center';
import type { PageQuery } from '@app/contract/envelope';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { offsetOf } from '../../lib/paging';
import { toPushItem } from './push.presenter';
import type { PushRepository } from './push.repository';

/** What another module says when it tells a member something (see PushKind in the contract for the kinds). */
export interface PushNotice {
  kind: PushKind;
  title: string;
  body: string;
  /** In-app page path (with query) the notification opens; must start with /pages/. */
  link?: string | null;
}

/** Texts are cut to the contract's limits; a link that is not an in-app page is dropped. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const inAppLink = (link: string | null | undefined) =>
  link && link.startsWith('/pages/') && !link.includes('//') ? link : null;

export function createPushService(deps: { repo: PushRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /**
     * Creates a notification for a member. Other modules call it after their own write succeeded; a failure
     * here is theirs to log, never to undo their work (see the callers).
     */
    async notify(memberId: number, notice: PushNotice): Promise<PushItem> {
      const row = await repo.insert({
        memberId,
        kind: notice.kind,
        title: clip(notice.title.trim(), PUSH_TITLE_MAX),
        body: clip(notice.body.trim(), PUSH_BODY_MAX),
        link: inAppLink(notice.link),
        createdAt: clock.now(),
      });
      return toPushItem(row);
    },

    async list(memberId: number, query: PageQuery & { unread?: number | undefined }) {
      const { rows, total } = await repo.page(memberId, query.unread === 1, query.pageSize, offsetOf(query));
      return { rows: rows.map(toPushItem), total };
    },

    unreadCount: (memberId: number) => repo.unreadCount(memberId),

    /** Another member's notification answers like a missing one. */
    async markRead(memberId: number, id: number): Promise<PushItem> {
      const row = await repo.markRead(memberId, id, clock.now());
      if (!row) throw new NotFoundError(MemberCenterMsg.pushNotFound);
      return toPushItem(row);
    },

    markAllRead: (memberId: number) => repo.markAllRead(memberId, clock.now()),
  };
}
export type PushService = ReturnType<typeof createPushService>;
