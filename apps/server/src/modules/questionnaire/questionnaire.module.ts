import { defineModule } from '../app-module';
import { createQuestionnaireRepository } from './questionnaire.repository';
import { questionnaireRoutes } from './questionnaire.routes';
import { createQuestionnaireService, type RiskProfileService } from './questionnaire.service';

declare module '../app-module' {
  interface Services {
    /** A member's risk level (C1–C5): commerce requires a level for some products. */
    riskProfile: RiskProfileService;
  }
}

export const questionnaireModule = defineModule({
  name: 'questionnaire',
  async setup(ctx) {
    const service = createQuestionnaireService({
      repo: createQuestionnaireRepository(ctx.db),
      rooms: ctx.use('liveRooms'),
      messages: ctx.use('liveMessages'),
      clock: ctx.clock,
    });
    ctx.provide('riskProfile', service.profile);
    await ctx.app.register(questionnaireRoutes(service));
  },
});
