export const liveVideoKeys = {
  all: ['live-video'] as const,
  list: () => [...liveVideoKeys.all, 'list'] as const,
  room: (id: number) => [...liveVideoKeys.all, 'room', id] as const,
};
