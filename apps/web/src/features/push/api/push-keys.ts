export const pushKeys = {
  all: ['push'] as const,
  list: () => [...pushKeys.all, 'list'] as const,
  unread: () => [...pushKeys.all, 'unread'] as const,
};
