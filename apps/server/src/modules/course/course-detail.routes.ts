import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courseChapter, courseDetail, courseSection, courseSectionListQuery } from '@app/contract/course';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import type { CourseService } from './course.service';

const tags = ['courses'];

/** One course: its detail, sections and section details. */
export function courseDetailRoutes(courses: CourseService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
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
  };
}
