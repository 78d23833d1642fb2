import type { ToggleResult } from '@app/contract/content';
import type { CourseItem } from '@app/contract/course';
import type { PageQuery } from '@app/contract/envelope';
import { TEACHER_INFO_LIST_MAX } from '@app/contract/limits';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { ContentMsg, Msg } from '@app/contract/messages';
import type { NewsItem } from '@app/contract/news';
import type { Teacher, TeacherCard } from '@app/contract/teacher';
import type { TeacherDetail, TeacherFollower } from '@app/contract/teacher-info';
import type { TeacherRow } from '../../db/schema/teachers';
import { NotFoundError } from '../../errors';
import type { Viewer } from '../../lib/viewer';
import { toTeacher } from './teacher.presenter';
import type { TeacherRepository } from './teacher.repository';
import { offsetOf } from '../../lib/paging';

/** What the teacher page shows from other modules; wired in the composition root. */
export interface TeacherPageSources {
  courses(teacherId: number, viewer: Viewer, limit: number): Promise<CourseItem[]>;
  news(teacherId: number, viewer: Viewer, limit: number): Promise<NewsItem[]>;
  liveRooms(teacherId: number, viewer: Viewer, limit: number): Promise<LiveVideoRoom[]>;
}

export function createTeacherService(deps: { repo: TeacherRepository; sources?: TeacherPageSources }) {
  const { repo } = deps;

  async function cards(rows: TeacherRow[], viewer: Viewer): Promise<TeacherCard[]> {
    const ids = rows.map((r) => r.id);
    const [counts, followed] = await Promise.all([
      repo.followerCounts(ids),
      viewer.memberId === null ? Promise.resolve(new Set<number>()) : repo.followedIds(viewer.memberId),
    ]);
    return rows.map((r) => ({
      ...toTeacher(r),
      followed: followed.has(r.id),
      followers: counts.get(r.id) ?? 0,
    }));
  }

  async function mustExist(id: number): Promise<TeacherRow> {
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError(ContentMsg.teacherNotFound);
    return row;
  }

  return {
    async list(page: PageQuery): Promise<{ rows: Teacher[]; total: number }> {
      const { rows, total } = await repo.page(page.pageSize, offsetOf(page));
      return { rows: rows.map(toTeacher), total };
    },

    /** /list/2: the same teachers with follow state and follower counts. */
    async cards(page: PageQuery, viewer: Viewer): Promise<{ rows: TeacherCard[]; total: number }> {
      const { rows, total } = await repo.page(page.pageSize, offsetOf(page));
      return { rows: await cards(rows, viewer), total };
    },

    async info(id: number, viewer: Viewer): Promise<TeacherDetail> {
      const row = await mustExist(id);
      const sources = deps.sources;
      const [[card], courses, news, liveRooms] = await Promise.all([
        cards([row], viewer),
        sources ? sources.courses(id, viewer, TEACHER_INFO_LIST_MAX) : Promise.resolve([]),
        sources ? sources.news(id, viewer, TEACHER_INFO_LIST_MAX) : Promise.resolve([]),
        sources ? sources.liveRooms(id, viewer, TEACHER_INFO_LIST_MAX) : Promise.resolve([]),
      ]);
      if (!card) throw new NotFoundError(ContentMsg.teacherNotFound);
      return { ...card, courses, news, liveRooms };
    },

    async suggestions(exceptId: number | undefined, viewer: Viewer): Promise<TeacherCard[]> {
      return cards(await repo.suggestions(exceptId, TEACHER_INFO_LIST_MAX), viewer);
    },

    async follow(teacherId: number, memberId: number): Promise<ToggleResult> {
      await mustExist(teacherId);
      return deps.repo.follows.toggle(teacherId, memberId);
    },

    async followed(
      memberId: number,
      page: PageQuery,
      viewer: Viewer,
    ): Promise<{ rows: TeacherCard[]; total: number }> {
      const { rows, total } = await repo.followedPage(memberId, page.pageSize, offsetOf(page));
      return { rows: await cards(rows, viewer), total };
    },

    /**
     * Who follows a teacher, for that teacher only. Anyone else gets the missing-teacher answer for every
     * id, so the list neither lists members nor tells which teacher ids exist.
     */
    async followers(
      teacherId: number,
      page: PageQuery,
      callerTeacherId: number | null,
    ): Promise<{ rows: TeacherFollower[]; total: number }> {
      if (callerTeacherId !== teacherId) throw new NotFoundError(ContentMsg.teacherNotFound);
      await mustExist(teacherId);
      const { rows, total } = await repo.followersPage(teacherId, page.pageSize, offsetOf(page));
      return {
        rows: rows.map((r) => ({
          memberId: r.memberId,
          nickname: r.nickname ?? Msg.nameMissing,
          avatar: r.avatar,
          dateTime: r.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}
export type TeacherService = ReturnType<typeof createTeacherService>;
