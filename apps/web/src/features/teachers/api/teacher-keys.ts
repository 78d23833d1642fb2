export const teacherKeys = {
  all: ['teachers'] as const,
  list: () => [...teacherKeys.all, 'list'] as const,
  followed: () => [...teacherKeys.all, 'followed'] as const,
  detail: (id: number) => [...teacherKeys.all, 'detail', id] as const,
};
