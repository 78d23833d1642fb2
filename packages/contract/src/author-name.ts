import type { LiveMember, LiveTeacher } from './live';

/** Teacher name, else the member's nickname, else name; '' when none (the caller shows 姓名空缺). */
export function authorName(author: { teacher: LiveTeacher | null; member: LiveMember | null }): string {
  if (author.teacher) return author.teacher.name;
  return author.member?.nickname || author.member?.name || '';
}
