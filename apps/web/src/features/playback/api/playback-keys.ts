export const playbackKeys = {
  all: ['playback'] as const,
  list: () => [...playbackKeys.all, 'list'] as const,
  detail: (id: number) => [...playbackKeys.all, 'detail', id] as const,
};
