import type { z } from 'zod';
import type { PageQuery } from '@app/contract/envelope';
import {
  FEEDBACK_REPLY_PERMISSION,
  MemberCenterMsg,
  type FeedbackItem,
  type FeedbackType,
  type feedbackSaveRequest,
} from '@app/contract/member-center';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { ADMIN_ROLE, ALL_PERMISSION } from '@app/contract/roles';
import { Pages } from '@app/contract/pages';
import type { PushService } from '../push/push.service';
import type { Clock } from '../../lib/clock';
import { offsetOf } from '../../lib/paging';
import { isOwnImageSrc } from '../../lib/sanitize-rich-text';
import type { FeedbackRepository } from './feedback.repository';
import type { FeedbackRow } from '../../db/schema/member-center';

type SaveRequest = z.infer<typeof feedbackSaveRequest>;

export const toFeedbackItem = (row: FeedbackRow): FeedbackItem => ({
  id: row.id,
  type: row.type as FeedbackType,
  content: row.content,
  images: [...row.images],
  contact: row.contact,
  status: row.status,
  reply: row.reply,
  replyTime: row.repliedAt?.toISOString() ?? null,
  dateTime: row.createdAt.toISOString(),
});

/** Only pictures members uploaded through our upload endpoint: anything else would be fetched by staff browsers. */
const isUploadedImage = (src: string) => isOwnImageSrc(src) && src.startsWith('/uploads/');

/** SPEC §6 checks: role admin, the wildcard permission, or the exact one. */
const maySeeAllFeedback = (staff: { roles: string[]; permissions: string[] }) =>
  staff.roles.includes(ADMIN_ROLE) ||
  staff.permissions.includes(ALL_PERMISSION) ||
  staff.permissions.includes(FEEDBACK_REPLY_PERMISSION);

export function createFeedbackService(deps: {
  repo: FeedbackRepository;
  clock: Clock;
  push: Pick<PushService, 'notify'>;
  onNotifyFailure?: (error: unknown) => void;
}) {
  const { repo, clock } = deps;
  return {
    /** Staff answer a feedback; its author is told (feedbackReplied), the link opening the detail. */
    async reply(
      staff: { roles: string[]; permissions: string[] },
      id: number,
      text: string,
    ): Promise<FeedbackItem> {
      if (!maySeeAllFeedback(staff)) throw new ForbiddenError();
      const row = await repo.reply(id, text, clock.now());
      if (!row) throw new NotFoundError(MemberCenterMsg.feedbackNotFound);
      await deps.push
        .notify(row.memberId, {
          kind: 'feedbackReplied',
          title: '您的意见反馈有了新回复',
          body: text,
          link: `${Pages.feedbackDetail}?id=${row.id}`,
        })
        .catch((error: unknown) => deps.onNotifyFailure?.(error));
      return toFeedbackItem(row);
    },

    async save(memberId: number, request: SaveRequest): Promise<FeedbackItem> {
      if (request.images.some((src) => !isUploadedImage(src)))
        throw new ValidationError(MemberCenterMsg.feedbackImageInvalid);
      const row = await repo.insert({
        memberId,
        type: request.type,
        content: request.content,
        images: [...new Set(request.images)],
        contact: request.contact,
        createdAt: clock.now(),
      });
      return toFeedbackItem(row);
    },

    async list(memberId: number, query: PageQuery) {
      const { rows, total } = await repo.page(memberId, query.pageSize, offsetOf(query));
      return { rows: rows.map(toFeedbackItem), total };
    },

    async detail(memberId: number, id: number): Promise<FeedbackItem> {
      const row = await repo.mine(memberId, id);
      if (!row) throw new NotFoundError(MemberCenterMsg.feedbackNotFound);
      return toFeedbackItem(row);
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
