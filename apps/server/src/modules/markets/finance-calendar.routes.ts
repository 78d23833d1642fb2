import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@app/contract/envelope';
import { financeCalendar, financeCalendarQuery } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import type { FinanceCalendarService } from './finance-calendar';

/** The finance calendar: one day's events (time, region, event, stars, previous, forecast, actual). */
export function financeCalendarRoutes(calendar: FinanceCalendarService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.financeCalendar,
      {
        schema: {
          tags: ['finance'],
          summary: 'A day’s finance-calendar events (default: today in China); actual values once published',
          querystring: financeCalendarQuery,
          response: { 200: dataEnvelope(financeCalendar) },
        },
      },
      async (request) => ok(await calendar.day(request.query.day)),
    );
  };
}
