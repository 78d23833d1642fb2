import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sharePayload } from '@app/contract/content';
import { courseCommentBody, courseIdBody, courseShareBody, courseViewSaveBody } from '@app/contract/course';
import { dataEnvelope } from '@app/contract/envelope';
import { ContentMsg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import { commentRoutes } from '../../lib/comment-routes';
import { toggleRoute, ToggleTexts } from '../../lib/toggle-route';
import type { CourseService } from './course.service';

const tags = ['courses'];

/** What a member does with a course: progress, like, follow, comments and shares. */
export function courseActionRoutes(courses: CourseService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
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

    toggleRoute(fastify, {
      url: Api.courseLike,
      tags,
      summary: 'Like / unlike a course',
      body: courseIdBody,
      texts: ToggleTexts.like,
      run: ({ courseId }, memberId) => courses.like(courseId, memberId),
    });
    toggleRoute(fastify, {
      url: Api.courseFollow,
      tags,
      summary: 'Follow / unfollow a course',
      body: courseIdBody,
      texts: ToggleTexts.follow,
      run: ({ courseId }, memberId) => courses.follow(courseId, memberId),
    });
    commentRoutes(app, {
      tags,
      subject: 'a course',
      post: {
        url: Api.courseComment,
        body: courseCommentBody,
        run: ({ courseId, content }, memberId, viewer) =>
          courses.comment(courseId, memberId, content, viewer),
      },
      list: { url: Api.courseCommentList, run: (id, page, viewer) => courses.commentList(id, page, viewer) },
    });
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
  };
}
