import { z } from 'zod';
import { pageQuery } from './envelope';
import { count, idParam, int4, rowId } from './ids';
import { mobileField, smsCodeField } from './account';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_TYPES,
  HELP_KEYWORD_MAX,
  HOMEWORK_QUESTIONS_MAX,
  PUSH_KINDS,
} from './member-center-constants';
import { MemberCenterMsg } from './member-center-msg';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './member-center-constants';
export * from './member-center-msg';

// ---------------------------------------------------------------- notifications

export const PushKind = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof PushKind>;

export const pushItem = z.object({
  id: rowId,
  kind: PushKind,
  title: z.string(),
  body: z.string(),
  /** In-app page to open, or null when there is nothing to open. */
  link: z.string().nullable(),
  /** 0 unread, 1 read. */
  isRead: z.union([z.literal(0), z.literal(1)]),
  dateTime: z.string(),
});
export type PushItem = z.infer<typeof pushItem>;
export const pushListQuery = pageQuery.extend({
  /** 1: only unread ones. */
  unread: z.coerce.number().int().min(0).max(1).optional(),
});
export const pushUnread = z.object({ count: count });
export type PushUnread = z.infer<typeof pushUnread>;

// ---------------------------------------------------------------- homework

export const HomeworkQuestionType = z.enum(['single', 'multiple']);
export type HomeworkQuestionType = z.infer<typeof HomeworkQuestionType>;

export const homeworkListQuery = pageQuery.extend({ courseId: idParam.optional() });

export const homeworkSummary = z.object({
  id: rowId,
  title: z.string(),
  description: z.string(),
  courseId: int4,
  courseTitle: z.string(),
  questionCount: int4,
  totalScore: int4,
  dateTime: z.string(),
  /** The member's score when submitted; null before (and for visitors). */
  score: int4.nullable(),
});
export type HomeworkSummary = z.infer<typeof homeworkSummary>;

export const homeworkOption = z.object({ label: z.string(), text: z.string() });
export const homeworkQuestion = z.object({
  id: rowId,
  type: HomeworkQuestionType,
  stem: z.string(),
  options: z.array(homeworkOption),
  score: int4,
  /** Known only after the member submitted: the right labels ("AC") and why. */
  answer: z.string().nullable(),
  explanation: z.string().nullable(),
});
export type HomeworkQuestion = z.infer<typeof homeworkQuestion>;

export const homeworkResult = z.object({
  score: int4,
  totalScore: int4,
  correctCount: int4,
  /** The member's choice per question id, labels in order ("AC"). */
  answers: z.record(z.string(), z.string()),
  dateTime: z.string(),
});
export type HomeworkResult = z.infer<typeof homeworkResult>;

export const homeworkDetail = homeworkSummary.omit({ score: true }).extend({
  questions: z.array(homeworkQuestion),
  submission: homeworkResult.nullable(),
});
export type HomeworkDetail = z.infer<typeof homeworkDetail>;

/** A choice: one or more distinct labels A–K, any order, any case ("ca" is read as "AC"). */
export const homeworkChoice = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-K]{1,11}$/, MemberCenterMsg.homeworkBadChoice)
  .transform((s) => [...new Set(s)].sort().join(''));

export const homeworkSubmitRequest = z.strictObject({
  homeworkId: idParam,
  answers: z
    .array(z.strictObject({ questionId: idParam, choice: homeworkChoice }))
    .min(1, MemberCenterMsg.homeworkIncomplete)
    .max(HOMEWORK_QUESTIONS_MAX),
});
export type HomeworkSubmitRequest = z.input<typeof homeworkSubmitRequest>;

export const homeworkAnswerItem = z.object({
  id: rowId,
  homeworkId: int4,
  title: z.string(),
  courseTitle: z.string(),
  score: int4,
  totalScore: int4,
  correctCount: int4,
  questionCount: int4,
  dateTime: z.string(),
});
export type HomeworkAnswerItem = z.infer<typeof homeworkAnswerItem>;

// ---------------------------------------------------------------- feedback

export const FeedbackType = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof FeedbackType>;
export const FeedbackStatus = z.enum(['pending', 'replied']);
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

export const feedbackSaveRequest = z.strictObject({
  type: FeedbackType.or(z.string()).refine(
    (v): v is FeedbackType => (FEEDBACK_TYPES as readonly string[]).includes(v),
    MemberCenterMsg.feedbackTypeRequired,
  ),
  content: z
    .string({ error: MemberCenterMsg.feedbackContentTooShort })
    .trim()
    .min(FEEDBACK_CONTENT_MIN, MemberCenterMsg.feedbackContentTooShort)
    .max(FEEDBACK_CONTENT_MAX, MemberCenterMsg.feedbackContentTooLong),
  images: z
    .array(z.string().trim().max(300, MemberCenterMsg.feedbackImageInvalid))
    .max(FEEDBACK_IMAGES_MAX, MemberCenterMsg.feedbackTooManyImages)
    .default([]),
  contact: z
    .string()
    .trim()
    .max(FEEDBACK_CONTACT_MAX, MemberCenterMsg.feedbackContactTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type FeedbackSaveRequest = z.input<typeof feedbackSaveRequest>;

export const feedbackReplyRequest = z.strictObject({
  id: idParam,
  reply: z
    .string({ error: MemberCenterMsg.feedbackReplyRequired })
    .trim()
    .min(1, MemberCenterMsg.feedbackReplyRequired)
    .max(FEEDBACK_REPLY_MAX, MemberCenterMsg.feedbackReplyTooLong),
});

export const feedbackItem = z.object({
  id: rowId,
  type: FeedbackType,
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string().nullable(),
  status: FeedbackStatus,
  reply: z.string().nullable(),
  replyTime: z.string().nullable(),
  dateTime: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

// ---------------------------------------------------------------- help center and FAQ

/** help: the help center's categories and articles; faq: the common questions page. */
export const HelpKind = z.enum(['help', 'faq']);
export type HelpKind = z.infer<typeof HelpKind>;

export const helpCategory = z.object({
  id: rowId,
  title: z.string(),
  icon: z.string(),
  kind: HelpKind,
  articleCount: int4,
});
export type HelpCategory = z.infer<typeof helpCategory>;
export const helpCategoryQuery = z.object({ kind: HelpKind.default('help') });

export const helpListQuery = pageQuery.extend({
  kind: HelpKind.default('help'),
  categoryId: idParam.optional(),
  /** Matches title or text (plain-text match, case-insensitive). */
  keyword: z.string().trim().max(HELP_KEYWORD_MAX).optional(),
});

export const helpArticle = z.object({
  id: rowId,
  categoryId: int4,
  categoryTitle: z.string(),
  title: z.string(),
  /** Plain-text opening of the article, for lists. */
  summary: z.string(),
  /** Sanitized rich text; in lists too, so the FAQ can open an answer in place. */
  content: z.string(),
  dateTime: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticle>;

// ---------------------------------------------------------------- profile

export const bindableAccount = z.object({
  type: z.enum(['mobile', 'wechat']),
  bound: z.boolean(),
  /** Masked mobile or null. */
  value: z.string().nullable(),
});
export type BindableAccount = z.infer<typeof bindableAccount>;

/** Binds (or changes) the member's mobile: the code was sent to the new number with purpose 'bind'. */
export const bindMobileRequest = z.strictObject({ mobile: mobileField, code: smsCodeField });
export type BindMobileRequest = z.input<typeof bindMobileRequest>;
