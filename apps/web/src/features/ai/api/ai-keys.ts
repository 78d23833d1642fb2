export const aiKeys = {
  all: ['ai'] as const,
  info: () => ['ai', 'info'] as const,
  conversations: () => ['ai', 'conversations'] as const,
  conversation: (id: number) => ['ai', 'conversation', id] as const,
};
