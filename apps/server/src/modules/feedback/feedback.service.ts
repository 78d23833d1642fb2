import type { z } from 'zod';
import type { PageQuery } from '@app/contract/envelope';
import {
  MemberCenterMsg,
  type FeedbackItem,
  type FeedbackType,
  type feedbackSaveRequest,
} from '@app/contract/member-center';
import { NotFoundError, ValidationError } from '../../errors';
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

export function createFeedbackService(deps: { repo: FeedbackRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
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
