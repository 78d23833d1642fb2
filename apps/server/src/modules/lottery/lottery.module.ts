import { LOTTERY_DRAW_SWEEP_MS } from '@app/contract/interactive';
import { defineModule } from '../app-module';
import { createLotteryRepository } from './lottery.repository';
import { lotteryRoutes } from './lottery.routes';
import { createLotteryService } from './lottery.service';

export const lotteryModule = defineModule({
  name: 'lottery',
  async setup(ctx) {
    const service = createLotteryService({
      repo: createLotteryRepository(ctx.db),
      rooms: ctx.use('liveRooms'),
      messages: ctx.use('liveMessages'),
      risk: ctx.use('riskProfile'),
      clock: ctx.clock,
    });
    // Every instance sweeps for due lotteries; the draw's conditional update lets exactly one of them draw.
    let sweeping = false;
    const timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      service
        .drawDue()
        .catch((err: unknown) => ctx.log.error({ err }, 'lottery draw sweep failed'))
        .finally(() => {
          sweeping = false;
        });
    }, LOTTERY_DRAW_SWEEP_MS);
    timer.unref();
    ctx.app.addHook('onClose', async () => clearInterval(timer));
    await ctx.app.register(lotteryRoutes(service));
  },
});
