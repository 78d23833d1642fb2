import { z } from 'zod';
import { pageQuery } from './envelope';
import { idParam } from './ids';
import { mobileField, smsCodeField } from './account';

/** Texts the member-center endpoints answer with (server msg values; the client translates known ones). */
export const MemberCenterMsg = {
  pushNotFound: '通知不存在',
  homeworkNotFound: '作业不存在',
  homeworkSubmitted: '该作业已提交，不能重复作答',
  homeworkIncomplete: '请完成全部题目后再提交',
  homeworkBadChoice: '答案只能是A-K中的选项',
  homeworkSingleChoice: '单选题只能选择一个答案',
  homeworkUnknownQuestion: '答案中包含不属于该作业的题目',
  feedbackNotFound: '反馈不存在',
  feedbackTypeRequired: '请选择反馈类型',
  feedbackContentTooShort: '反馈内容至少需要5个字',
  feedbackContentTooLong: '反馈内容不能超过500个字',
  feedbackTooManyImages: '最多上传3张图片',
  feedbackImageInvalid: '图片地址无效，请重新上传',
  feedbackContactTooLong: '联系方式不能超过50个字',
  feedbackReplyRequired: '请输入回复内容',
  feedbackReplyTooLong: '回复内容不能超过1000个字',
  helpNotFound: '文章不存在',
  avatarInvalid: '请上传有效的图片（png、jpg、jpeg、gif、bmp）',
  mobileSame: '新手机号与当前绑定的手机号相同',
  mobileBoundElsewhere: '该手机号已绑定其他账号',
  mobileBound: '手机号绑定成功',
} as const;

// ---------------------------------------------------------------- notifications

/**
 * What a notification is about. Modules create them through the `push` service's notify(memberId, {...});
 * `link` is an in-app page path (with query) the notification opens.
 *   liveReply       a teacher replied to / quoted the member's live-room message (link: the room at that message)
 *   orderPaid       an order was paid (link: the order)              — wired by commerce
 *   orderRefunded   an order was refunded (link: the order)          — wired by commerce
 *   invoiceIssued   an invoice was issued (link: the invoice/order)  — wired by commerce
 *   homeworkGraded  the member's homework was graded (link: the answer sheet with the score)
 *   feedbackReplied the service replied to the member's feedback (link: the feedback detail)
 *   privateMessage  a private message arrived while the receiver had none unread from that sender (link: the
 *                   conversation); a burst before they read makes one notification
 *   system          anything else from the service
 */
export const PUSH_KINDS = [
  'liveReply',
  'orderPaid',
  'orderRefunded',
  'invoiceIssued',
  'homeworkGraded',
  'feedbackReplied',
  'privateMessage',
  'system',
] as const;
export const PushKind = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof PushKind>;
export const PUSH_TITLE_MAX = 60;
export const PUSH_BODY_MAX = 200;

export const pushItem = z.object({
  id: z.number().int(),
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
export const pushUnread = z.object({ count: z.number().int() });
export type PushUnread = z.infer<typeof pushUnread>;

// ---------------------------------------------------------------- homework

/** Options are labelled A to K (at most 11 per question). */
export const HOMEWORK_OPTION_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export const HomeworkQuestionType = z.enum(['single', 'multiple']);
export type HomeworkQuestionType = z.infer<typeof HomeworkQuestionType>;
export const HOMEWORK_QUESTIONS_MAX = 50;

export const homeworkListQuery = pageQuery.extend({ courseId: idParam.optional() });

export const homeworkSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  questionCount: z.number().int(),
  totalScore: z.number().int(),
  dateTime: z.string(),
  /** The member's score when submitted; null before (and for visitors). */
  score: z.number().int().nullable(),
});
export type HomeworkSummary = z.infer<typeof homeworkSummary>;

export const homeworkOption = z.object({ label: z.string(), text: z.string() });
export const homeworkQuestion = z.object({
  id: z.number().int(),
  type: HomeworkQuestionType,
  stem: z.string(),
  options: z.array(homeworkOption),
  score: z.number().int(),
  /** Known only after the member submitted: the right labels ("AC") and why. */
  answer: z.string().nullable(),
  explanation: z.string().nullable(),
});
export type HomeworkQuestion = z.infer<typeof homeworkQuestion>;

export const homeworkResult = z.object({
  score: z.number().int(),
  totalScore: z.number().int(),
  correctCount: z.number().int(),
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
  id: z.number().int(),
  homeworkId: z.number().int(),
  title: z.string(),
  courseTitle: z.string(),
  score: z.number().int(),
  totalScore: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  dateTime: z.string(),
});
export type HomeworkAnswerItem = z.infer<typeof homeworkAnswerItem>;

// ---------------------------------------------------------------- feedback

export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'bug', 'content', 'other'] as const;
export const FeedbackType = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof FeedbackType>;
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_CONTACT_MAX = 50;
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

/** Staff answer a member's feedback: role admin, or permission FEEDBACK_REPLY_PERMISSION (or *:*:*). */
export const FEEDBACK_REPLY_PERMISSION = 'feedback:reply';
export const FEEDBACK_REPLY_MAX = 1000;
export const feedbackReplyRequest = z.strictObject({
  id: idParam,
  reply: z
    .string({ error: MemberCenterMsg.feedbackReplyRequired })
    .trim()
    .min(1, MemberCenterMsg.feedbackReplyRequired)
    .max(FEEDBACK_REPLY_MAX, MemberCenterMsg.feedbackReplyTooLong),
});

export const feedbackItem = z.object({
  id: z.number().int(),
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
export const HELP_KEYWORD_MAX = 30;

export const helpCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  kind: HelpKind,
  articleCount: z.number().int(),
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
  id: z.number().int(),
  categoryId: z.number().int(),
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

/** Avatars are stored square, re-encoded at this size. */
export const AVATAR_SIZE_PX = 256;

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
