import { defineModule } from '../app-module';
import { createTeacherRepository } from './teacher.repository';
import { teacherRoutes } from './teacher.routes';
import { createTeacherService, type TeacherService } from './teacher.service';

declare module '../app-module' {
  interface Services {
    teachers: TeacherService;
  }
}

export const teacherModule = defineModule({
  name: 'teacher',
  async setup(ctx) {
    const courses = ctx.use('courses');
    const news = ctx.use('news');
    const liveVideo = ctx.use('liveVideo');
    const service = createTeacherService({
      repo: createTeacherRepository(ctx.db),
      // A teacher's page shows the first few of each, as the viewer would see them in the lists.
      sources: {
        courses: async (teacherId, viewer, limit) =>
          (await courses.list({ teacherId, pageNum: 1, pageSize: limit }, viewer)).rows,
        news: async (teacherId, viewer, limit) =>
          (await news.listByTeacher(teacherId, { pageNum: 1, pageSize: limit }, viewer)).rows,
        liveRooms: async (teacherId, viewer, limit) =>
          (await liveVideo.rooms({ teacherId, pageNum: 1, pageSize: limit }, viewer)).rows,
      },
    });
    ctx.provide('teachers', service);
    await ctx.app.register(teacherRoutes(service));
  },
});
