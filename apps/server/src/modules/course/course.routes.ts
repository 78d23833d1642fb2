import type { FastifyInstance } from 'fastify';
import type { SearchLimit } from '../../lib/search-limit';
import { courseActionRoutes } from './course-action.routes';
import { courseDetailRoutes } from './course-detail.routes';
import { courseListRoutes } from './course-list.routes';
import type { CourseService } from './course.service';

/** Every course route, by sub-resource. */
export function courseRoutes(courses: CourseService, search: SearchLimit) {
  return async (app: FastifyInstance) => {
    await courseListRoutes(courses, search)(app);
    await courseDetailRoutes(courses)(app);
    await courseActionRoutes(courses)(app);
  };
}
