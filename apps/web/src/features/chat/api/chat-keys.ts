export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  /** One conversation's header and pages, named as the page names it (by id or by teacher). */
  info: (target: ChatTarget) => [...chatKeys.all, 'info', target] as const,
  messages: (target: ChatTarget) => [...chatKeys.all, 'messages', target] as const,
};

/** How a conversation page names its conversation: by id, or (a member's own) by the teacher. */
export type ChatTarget = { conversationId: number } | { teacherId: number };
