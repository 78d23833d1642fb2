// Kept apart from the schemas of member-center.ts: a form that needs a limit then loads no zod.

// Notifications
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
export const PUSH_TITLE_MAX = 60;
export const PUSH_BODY_MAX = 200;

// Homework
/** Options are labelled A to K (at most 11 per question). */
export const HOMEWORK_OPTION_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export const HOMEWORK_QUESTIONS_MAX = 50;

// Feedback
export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'bug', 'content', 'other'] as const;
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_CONTACT_MAX = 50;
/** Staff answer a member's feedback: role admin, or permission FEEDBACK_REPLY_PERMISSION (or *:*:*). */
export const FEEDBACK_REPLY_PERMISSION = 'feedback:reply';
export const FEEDBACK_REPLY_MAX = 1000;

// Help center and FAQ
export const HELP_KEYWORD_MAX = 30;

// Profile
/** Avatars are stored square, re-encoded at this size. */
export const AVATAR_SIZE_PX = 256;
