import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courseCategory, courseItem, courseListQuery, courseTabInfo } from '@app/contract/course';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { SearchLimit } from '../../lib/search-limit';
import { markPrivate, markPrivateIfPersonal } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { CourseListVariant, CourseService } from './course.service';

const tags = ['courses'];

/** Course categories and course lists (variants, authorized, mine, followed), and the course tab. */
export function courseListRoutes(courses: CourseService, search: SearchLimit) {
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
      [Api.courseGetList, 'visible', 'Courses (filter by category, teacher, title); hidden ones left out'],
      [Api.courseListAll, 'all', 'All courses, hidden ones included'],
      [
        Api.courseListAllOrVisible,
        'allOrVisible',
        'Visible courses, and hidden ones the caller teaches or holds',
      ],
      [Api.courseListVisible, 'visible', 'Visible courses'],
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
