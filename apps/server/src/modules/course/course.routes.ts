import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comment, sharePayload, toggleResult } from '@app/contract/content';
import {
  courseCategory,
  courseChapter,
  courseCommentBody,
  courseDetail,
  courseIdBody,
  courseItem,
  courseListQuery,
  courseSection,
  courseSectionListQuery,
  courseShareBody,
  courseTabInfo,
  courseViewSaveBody,
} from '@app/contract/course';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { ContentMsg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { SearchLimit } from '../../lib/search-limit';
import { markPrivate, markPrivateIfPersonal } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { CourseListVariant, CourseService } from './course.service';

const tags = ['courses'];

export function courseRoutes(courses: CourseService, search: SearchLimit) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const items = rowsEnvelope(courseItem);

    for (const path of [Api.courseCategoryList, Api.courseCategoryAll]) {
      app.get(
        path,
        { schema: { tags, summary: 'Course categories', response: { 200: rowsEnvelope(courseCategory) } } },
        async () => {
          const rows = await courses.categories();
          return okRows(rows, rows.length);
        },
      );
    }

    const listed: [string, CourseListVariant, string][] = [
      [Api.courseGetList, 'all', 'Courses (filter by category, teacher, title)'],
      [Api.courseListAll, 'all', 'All courses'],
      [Api.courseListAllOrVisible, 'all', 'All visible courses'],
      [Api.courseListVisible, 'all', 'Visible courses'],
    ];
    for (const [path, variant, summary] of listed) {
      app.get(
        path,
        {
          config: { publicCache: true },
          preHandler: search.textFilters,
          schema: { tags, summary, querystring: courseListQuery, response: { 200: items } },
        },
        async (request, reply) => {
          const viewer = await request.viewer();
          const { rows, total } = await courses.list(request.query, viewer, variant);
          markPrivateIfPersonal(reply, viewer, rows);
          return okRows(rows, total);
        },
      );
    }

    app.get(
      Api.courseListAuthorized,
      {
        schema: {
          tags,
          summary: 'Courses the caller may watch',
          querystring: pageQuery,
          response: { 200: items },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { rows, total } = await courses.listAuthorized(request.query, await request.viewer());
        return okRows(rows, total);
      },
    );
    app.get(
      Api.courseListMy,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'My courses: followed or bought',
          querystring: pageQuery,
          response: { 200: items },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { rows, total } = await courses.listMy(
          currentAuth(request).member.id,
          request.query,
          await request.viewer(),
        );
        return okRows(rows, total);
      },
    );
    app.get(
      Api.courseFollowList,
      {
        preHandler: requireMember,
        schema: { tags, summary: 'Followed courses', querystring: pageQuery, response: { 200: items } },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { rows, total } = await courses.listFollowed(
          currentAuth(request).member.id,
          request.query,
          await request.viewer(),
        );
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.courseGetList}/:id`,
      {
        schema: {
          tags,
          summary: 'Other courses of the same category',
          params: idParams,
          querystring: pageQuery,
          response: { 200: items },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { rows, total } = await courses.listRelated(request.params.id, request.query, viewer);
        markPrivateIfPersonal(reply, viewer, rows);
        return okRows(rows, total);
      },
    );

    app.get(
      `${Api.courseInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'A course with sections, chapters and the resume point (206 when locked)',
          params: idParams,
          response: { 200: dataEnvelope(courseDetail) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const data = await courses.info(request.params.id, viewer);
        if (data.moduleId !== null || viewer.memberId !== null) markPrivate(reply);
        return ok(data);
      },
    );

    app.get(
      Api.courseSectionList,
      {
        schema: {
          tags,
          summary: "A course's sections and chapters (no video url when locked)",
          querystring: courseSectionListQuery,
          response: { 200: rowsEnvelope(courseSection) },
        },
      },
      async (request, reply) => {
        const { sections } = await courses.sections(request.query.courseId, await request.viewer());
        markPrivate(reply);
        return okRows(sections, sections.length);
      },
    );

    const sectionInfo = async (id: number, request: FastifyRequest, reply: FastifyReply) => {
      markPrivate(reply);
      return ok(await courses.section(id, await request.viewer()));
    };
    for (const path of [Api.courseSectionGetInfo, Api.courseSectionInfo2, Api.courseSectionInfo3]) {
      app.get(
        `${path}/:id`,
        {
          schema: {
            tags,
            summary: 'One section with its chapters (206 when locked)',
            params: idParams,
            response: { 200: dataEnvelope(courseSection) },
          },
        },
        async (request, reply) => sectionInfo(request.params.id, request, reply),
      );
    }
    app.get(
      `${Api.courseSectionInfoView}/:id`,
      {
        schema: {
          tags,
          summary: 'One chapter to play: video url and saved position (206 when locked)',
          params: idParams,
          response: { 200: dataEnvelope(courseChapter) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        return ok(await courses.chapter(request.params.id, await request.viewer()));
      },
    );

    app.post(
      Api.courseViewSave,
      {
        schema: {
          tags,
          summary: 'Saves chapter progress (seconds)',
          body: courseViewSaveBody,
          response: { 200: dataEnvelope(z.object({ saved: z.boolean() })) },
        },
      },
      async (request) =>
        ok(await courses.saveProgress(request.body, await request.viewer()), ContentMsg.progressSaved),
    );

    app.post(
      Api.courseLike,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Like / unlike a course',
          body: courseIdBody,
          response: { 200: dataEnvelope(toggleResult) },
        },
      },
      async (request) => {
        const result = await courses.like(request.body.courseId, currentAuth(request).member.id);
        return ok(result, result.active ? ContentMsg.liked : ContentMsg.unliked);
      },
    );
    app.post(
      Api.courseFollow,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Follow / unfollow a course',
          body: courseIdBody,
          response: { 200: dataEnvelope(toggleResult) },
        },
      },
      async (request) => {
        const result = await courses.follow(request.body.courseId, currentAuth(request).member.id);
        return ok(result, result.active ? ContentMsg.followed : ContentMsg.unfollowed);
      },
    );
    app.post(
      Api.courseComment,
      {
        config: { writeQuota: 'comment' },
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Comment on a course',
          body: courseCommentBody,
          response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        const { courseId, content } = request.body;
        return ok(
          await courses.comment(courseId, currentAuth(request).member.id, content, await request.viewer()),
          ContentMsg.commentOk,
        );
      },
    );
    app.get(
      `${Api.courseCommentList}/:id`,
      {
        schema: {
          tags,
          summary: "A course's comments",
          params: idParams,
          querystring: pageQuery,
          response: { 200: rowsEnvelope(comment) },
        },
      },
      async (request) => {
        const { rows, total } = await courses.commentList(
          request.params.id,
          request.query,
          await request.viewer(),
        );
        return okRows(rows, total);
      },
    );
    app.post(
      Api.courseShare,
      {
        config: { writeQuota: 'share' },
        schema: {
          tags,
          summary: 'Records a share and returns the share payload',
          body: courseShareBody,
          response: { 200: dataEnvelope(sharePayload) },
        },
      },
      async (request) =>
        ok(await courses.share(request.body, request.auth?.member.id ?? null), ContentMsg.shared),
    );

    app.get(
      Api.courseTabInfo,
      {
        schema: {
          tags,
          summary: 'The course tab: categories and recommended courses',
          response: { 200: dataEnvelope(courseTabInfo) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const data = await courses.tabInfo(viewer);
        markPrivateIfPersonal(reply, viewer, data.recommended);
        return ok(data);
      },
    );
  };
}
