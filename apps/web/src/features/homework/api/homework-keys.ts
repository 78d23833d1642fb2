export const homeworkKeys = {
  all: ['homework'] as const,
  list: (courseId: number | null) => [...homeworkKeys.all, 'list', courseId] as const,
  detail: (id: number) => [...homeworkKeys.all, 'detail', id] as const,
  answers: () => [...homeworkKeys.all, 'answers'] as const,
};
