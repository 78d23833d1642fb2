export const videoKeys = {
  all: ['video'] as const,
  list: (teacherId: number | null) => [...videoKeys.all, 'list', teacherId] as const,
  roomTeachers: (liveId: number) => [...videoKeys.all, 'room-teachers', liveId] as const,
};
