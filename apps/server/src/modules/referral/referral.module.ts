import { defineModule } from '../app-module';
import { createReferralRepository } from './referral.repository';
import { referralRoutes } from './referral.routes';

/** Referrals are recorded at registration (account module); this module lets a member see theirs. */
export const referralModule = defineModule({
  name: 'referral',
  setup: (ctx) => ctx.app.register(referralRoutes(createReferralRepository(ctx.db))),
});
