export const playbackKeys = {
  all: ['playback'] as const,
  list: () => [...playbackKeys.all, 'list'] as const,
};
