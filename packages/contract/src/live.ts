import { z } from 'zod';
import { pageQuery } from './envelope';
import {
  INT4_MAX,
  LIVE_AFTER_MAX,
  LIVE_AROUND_DEFAULT,
  LIVE_AROUND_MAX,
  LIVE_DEFAULT_CATEGORY_ID,
  LIVE_MESSAGE_PAGE_SIZE,
  LIVE_SCREENSHOT_MAX_MESSAGES,
  LIVE_SEARCH_KEYWORD_MAX,
  LIVE_TEACHER_IDS_MAX,
  PAGE_SIZE_MAX,
  SEARCH_PAGE_SIZE,
} from './limits';
import { LiveMsg, Msg } from './messages';
import { idParam, rowId, int4 } from './ids';

const id = idParam;

/** Comma-separated teacher ids ("3,5,8") as sent by the client; parsed into numbers. */
export const teacherIdsParam = z
  .string()
  .trim()
  .max(LIVE_TEACHER_IDS_MAX * 11)
  .regex(/^(\d{1,10})(,\d{1,10})*$/, Msg.badRequest)
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= LIVE_TEACHER_IDS_MAX, Msg.badRequest);

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, Msg.badRequest);

export const liveTeacher = z.object({ id: rowId, name: z.string(), avatar: z.string() });
export type LiveTeacher = z.infer<typeof liveTeacher>;

export const liveMember = z.object({
  id: rowId,
  /** The display name, same as nickname: a member's real name and mobile are never sent to others. */
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type LiveMember = z.infer<typeof liveMember>;

/** A live room (text "word" or "video"). isOpenComment 1 = members may comment. */
export const liveRoom = z.object({
  id: rowId,
  typeCode: z.enum(['word', 'video']),
  title: z.string(),
  pic: z.string(),
  description: z.string(),
  isOpenComment: int4,
  teachers: z.array(liveTeacher),
  heat: int4,
  lastMessageAt: z.string().nullable(),
});
export type LiveRoom = z.infer<typeof liveRoom>;

/** GET /api/live/ver/2/info/{type}: navigation of a room page. */
export const liveRoomNav = z.object({
  code: z.string(),
  isOpenComment: int4,
  navList: z.array(z.object({ title: z.string(), link: z.string() })),
});
export type LiveRoomNav = z.infer<typeof liveRoomNav>;

export const liveCategory = z.object({ id: rowId, title: z.string(), sort: int4 });
export type LiveCategory = z.infer<typeof liveCategory>;

export const liveQuote = z.object({
  id: rowId,
  /** Reduced text (SPEC §5: Chinese characters, digits, or 图片), never raw HTML. */
  content: z.string(),
  createTime: z.string(),
  member: liveMember.nullable(),
  teacher: liveTeacher.nullable(),
});
export type LiveQuote = z.infer<typeof liveQuote>;

/** status 1 shown, 0 hidden (hidden messages only ever reach the room's teachers). */
export const liveMessage = z.object({
  id: rowId,
  liveId: int4,
  categoryId: int4,
  liveTypeId: int4,
  pic: z.string().nullable(),
  /** Sanitized rich text. */
  content: z.string(),
  dateTime: z.string(),
  memberId: int4.nullable(),
  member: liveMember.nullable(),
  teacher: liveTeacher.nullable(),
  quoteId: int4.nullable(),
  quote: liveQuote.nullable(),
  tplId: int4,
  /** Template messages (tplId ≠ 0, see interactive.ts TplKind): the id of what the card shows. */
  tplRefId: int4.nullable().optional(),
  status: int4,
  isTop: z.boolean(),
});
export type LiveMessage = z.infer<typeof liveMessage>;

export const liveRoomListQuery = pageQuery;

/**
 * GET /api/live/message/get/list (and /list/2): newest page first; rows come newest first.
 * beforeId pages by cursor (stable while new messages arrive) and wins over pageNum.
 */
export const liveMessageListQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(LIVE_MESSAGE_PAGE_SIZE),
  liveId: id,
  liveTypeCode: z.enum(['word', 'video']).default('word'),
  categoryId: id.default(LIVE_DEFAULT_CATEGORY_ID),
  teacherIds: teacherIdsParam.optional(),
  beforeId: id.optional(),
});
export type LiveMessageListQuery = z.input<typeof liveMessageListQuery>;

/** Gap fill: messages with id > afterId, oldest first, at most `limit`; hasMore says to ask again. */
export const liveMessagesAfterQuery = z.object({
  liveId: id,
  categoryId: id.default(LIVE_DEFAULT_CATEGORY_ID),
  afterId: z.coerce.number().int().min(0).max(INT4_MAX),
  limit: z.coerce.number().int().min(1).max(LIVE_AFTER_MAX).default(LIVE_AFTER_MAX),
});
export type LiveMessagesAfterQuery = z.input<typeof liveMessagesAfterQuery>;
export const liveMessagesAfterResult = z.object({ rows: z.array(liveMessage), hasMore: z.boolean() });

/** A search hit's neighbourhood: `before` older and `after` newer messages around id, oldest first. */
export const liveMessagesAroundQuery = z.object({
  liveId: id,
  categoryId: id.default(LIVE_DEFAULT_CATEGORY_ID),
  id,
  before: z.coerce.number().int().min(0).max(LIVE_AROUND_MAX).default(LIVE_AROUND_DEFAULT),
  after: z.coerce.number().int().min(0).max(LIVE_AROUND_MAX).default(LIVE_AROUND_DEFAULT),
});
export type LiveMessagesAroundQuery = z.input<typeof liveMessagesAroundQuery>;

/** GET /api/live/message/get/list/search: rows newest first and total; dates are YYYY-MM-DD (China time). */
export const liveSearchQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
  liveId: id,
  categoryId: id.default(LIVE_DEFAULT_CATEGORY_ID),
  content: z.string().trim().max(LIVE_SEARCH_KEYWORD_MAX).optional(),
  beginTime: ymd.optional(),
  endTime: ymd.optional(),
  teacherIds: teacherIdsParam.optional(),
});
export type LiveSearchQuery = z.input<typeof liveSearchQuery>;

/** GET /api/live/message/get/self/send/replied/list: teachers' replies quoting the caller's messages. */
export const liveOwnRepliedQuery = pageQuery.extend({
  liveId: id,
  categoryId: id.default(LIVE_DEFAULT_CATEGORY_ID),
});

export const liveHeats = z.object({
  liveId: int4,
  heat: int4,
  online: int4,
  likes: int4,
  shares: int4,
  liked: z.boolean(),
});
export type LiveHeats = z.infer<typeof liveHeats>;

export const liveLikeRequest = z.strictObject({ liveId: id });
export const liveShareRequest = z.strictObject({
  liveId: id,
  channel: z.enum(['friend', 'moments', 'link', 'more']).optional(),
});

/** Teacher hides (status 0) or restores (status 1) a member comment. */
export const liveMessageStatusRequest = z.strictObject({ id, status: z.union([z.literal(0), z.literal(1)]) });

export const screenshotRequest = z.strictObject({
  liveMessageIds: z
    .array(id)
    .min(1, Msg.badRequest)
    .max(LIVE_SCREENSHOT_MAX_MESSAGES, LiveMsg.screenshotTooMany),
});
export const screenshotResult = z.object({ pic: z.string() });

export const dictItem = z.object({
  dictLabel: z.string(),
  dictValue: z.string(),
  dictSort: int4,
});
export type DictItem = z.infer<typeof dictItem>;

export const uploadResult = z.object({ url: z.string(), fileName: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;
