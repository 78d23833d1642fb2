import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { teacher } from '@app/contract/teacher';
import { okRows } from '../../lib/envelope';
import type { TeacherService } from './teacher.service';

export function teacherRoutes(teachers: TeacherService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      Api.teacherList,
      {
        schema: {
          tags: ['teachers'],
          summary: 'Teachers',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(teacher) },
        },
      },
      async (request) => {
        const { rows, total } = await teachers.list(request.query);
        return okRows(rows, total);
      },
    );
  };
}
