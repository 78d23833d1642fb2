export interface TeacherNewsFilter {
  categoryId?: number;
  /** One teacher's news only; left out, every teacher's. */
  teacherId?: number;
}

export const columnKeys = {
  all: ['column'] as const,
  /** Whether a category has any teacher news (of the teacher, when given). */
  categoryHasNews: (categoryId: number, teacherId: number | undefined) =>
    [...columnKeys.all, 'category-has-news', categoryId, teacherId ?? null] as const,
  teacherNews: (filter: TeacherNewsFilter) => [...columnKeys.all, 'teacher-news', filter] as const,
  teacher: (id: number) => [...columnKeys.all, 'teacher', id] as const,
  viewpoints: (teacherId: number | undefined) =>
    [...columnKeys.all, 'viewpoints', teacherId ?? null] as const,
  viewpoint: (id: number) => [...columnKeys.all, 'viewpoint', id] as const,
};
