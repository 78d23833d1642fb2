import { defineModule } from '../app-module';
import { createFeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

export const feedbackModule = defineModule({
  name: 'feedback',
  setup: (ctx) =>
    ctx.app.register(
      feedbackRoutes(
        createFeedbackService({
          repo: createFeedbackRepository(ctx.db),
          clock: ctx.clock,
          push: ctx.use('push'),
          onNotifyFailure: (error) => ctx.log.warn({ err: error }, 'feedback reply notification failed'),
        }),
      ),
    ),
});
