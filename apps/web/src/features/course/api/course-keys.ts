export interface CourseListFilter {
  categoryId?: number;
}

export const courseKeys = {
  all: ['course'] as const,
  categories: () => [...courseKeys.all, 'categories'] as const,
  list: (filter: CourseListFilter) => [...courseKeys.all, 'list', filter] as const,
  mine: () => [...courseKeys.all, 'mine'] as const,
  detail: (id: number) => [...courseKeys.all, 'detail', id] as const,
};
