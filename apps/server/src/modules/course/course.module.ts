import { Pages } from '@app/contract/pages';
import { cachedRead, withCachedPages } from '../../lib/page-cache';
import { defineModule } from '../app-module';
import { courseFirstScreen } from './course-first-screen';
import { createCourseRepository } from './course.repository';
import { courseRoutes } from './course.routes';
import { createCourseService, type CourseService } from './course.service';

declare module '../app-module' {
  interface Services {
    courses: CourseService;
  }
}

export const courseModule = defineModule({
  name: 'course',
  async setup(ctx) {
    const repo = withCachedPages(createCourseRepository(ctx.db), ctx.caches.list());
    const service = createCourseService({
      repo: {
        ...repo,
        // What a member bought changes with their grants, so it lives in the auth cache.
        purchasedIds: cachedRead(
          ctx.caches.auth,
          (memberId: number) => `bought:${memberId}`,
          repo.purchasedIds,
        ),
      },
      access: ctx.use('access'),
      comments: ctx.use('comments'),
      clock: ctx.clock,
      media: ctx.media.paid,
    });
    ctx.provide('courses', service);
    const firstScreen = courseFirstScreen(service);
    ctx.app.firstScreens.set(Pages.courseVideo, firstScreen);
    ctx.app.firstScreens.set(Pages.appletsCourseDetails, firstScreen);
    await ctx.app.register(courseRoutes(service, ctx.searchLimit));
  },
});
