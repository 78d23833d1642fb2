import { z } from 'zod';
import { COMMENT_MAX_CHARS } from './limits';
import { ContentMsg } from './messages';
import { rowId, int4, count } from './ids';

/** Comment text: trimmed, required, length-limited; the server strips all markup before storing. */
export const commentText = z
  .string()
  .trim()
  .min(1, ContentMsg.commentEmpty)
  .max(COMMENT_MAX_CHARS, ContentMsg.commentTooLong);

/** A comment on news, a viewpoint or a course (SPEC §3 Comment). content is plain text. */
export const comment = z.object({
  id: rowId,
  targetId: int4,
  content: z.string(),
  dateTime: z.string(),
  member: z.object({ id: rowId, nickname: z.string(), avatar: z.string().nullable() }),
});
export type Comment = z.infer<typeof comment>;

/** Result of a like / collect / follow toggle: the new state and count. */
export const toggleResult = z.object({ active: z.boolean(), count: count });
export type ToggleResult = z.infer<typeof toggleResult>;

/** Share payload (SPEC §3). */
export const sharePayload = z.object({
  shareUrl: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  pic: z.string(),
});
export type SharePayload = z.infer<typeof sharePayload>;

/** Lock fields every lockable list item and detail carries (SPEC §4 teacher-news lock). */
export const lockFields = {
  /** True when the entry is tied to an access module the caller lacks: only public fields are sent. */
  locked: z.boolean(),
  /** The module the entry needs, or null when it is free. */
  moduleId: int4.nullable(),
};
