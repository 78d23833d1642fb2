import { createHmac } from 'node:crypto';
import { ORDER_SWEEP_INTERVAL_MS, type PayChannel } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import { createAlipayProvider } from '../../providers/payment/alipay-provider';
import { createSandboxProvider } from '../../providers/payment/sandbox-provider';
import { createWechatPayProvider } from '../../providers/payment/wechatpay-provider';
import type { MemberInfoExtras } from '../account/account.routes';
import { defineModule } from '../app-module';
import { loadMediaSigningKey } from '../media/media-signing-key';
import { createSimulatedIssuer } from '../../providers/invoice/simulated-issuer';
import { createExtraPaymentRepository } from './extra-payment.repository';
import { createExtraPayments } from './extra-payments';
import { createGoodsRepository } from './goods.repository';
import { createInvoiceRepository } from './invoice.repository';
import { invoiceRoutes } from './invoice.routes';
import { createInvoiceService } from './invoice.service';
import { goodsRoutes } from './goods.routes';
import { createOrderRepository } from './order.repository';
import { orderRoutes } from './order.routes';
import { createOrderService, type OrderService } from './order.service';
import { payRoutes } from './pay.routes';
import { productCardRoutes } from './product-card.routes';
import { createWalletRepository } from './wallet.repository';
import { walletRoutes } from './wallet.routes';

declare module '../app-module' {
  interface Services {
    orders: OrderService;
    /** The member info's points balance and the access held now (account module asks per request). */
    memberInfoExtras: MemberInfoExtras;
  }
}
declare module 'fastify' {
  interface FastifyInstance {
    /** Closes timed-out orders now (the sweep each instance runs on a timer; tests call it directly). */
    sweepOrders(): Promise<{ closed: number; fulfilled: number }>;
  }
}

export const commerceModule = defineModule({
  name: 'commerce',
  async setup(ctx) {
    const payment = ctx.config.payment ?? { sandbox: !ctx.config.production, wechatpay: null };
    const providers = new Map<PayChannel, PaymentProvider>();
    let sandbox: ReturnType<typeof createSandboxProvider> | null = null;
    if (payment.sandbox) {
      // A per-install secret: derived from the key that signs media links (shared by every instance).
      const key = await loadMediaSigningKey(ctx.config.mediaSigningKey, ctx.config.dataDir);
      sandbox = createSandboxProvider({
        secret: createHmac('sha256', key).update('sandbox-payment-notify').digest(),
        clock: ctx.clock,
        // Delivered through the HTTP pipeline to the notify endpoint, exactly where a real provider posts.
        async deliver(body, headers) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: `${Api.payNotify}/sandbox`,
            payload: body,
            headers,
          });
          if (response.statusCode >= 300)
            ctx.log.warn({ status: response.statusCode }, 'sandbox notification refused');
        },
      });
      providers.set('sandbox', sandbox);
    }
    // The mini-program's users pay by JSAPI through the same merchant (REFERENCE §2.1: its appid is bound to the mchid).
    const miniProgramAppId = ctx.config.wechat.miniProgram?.appId;
    if (payment.wechatpay)
      providers.set(
        'wechatpay',
        createWechatPayProvider(
          { ...payment.wechatpay, otherAppIds: miniProgramAppId ? [miniProgramAppId] : [] },
          ctx.clock,
        ),
      );
    if (payment.alipay) providers.set('alipay', createAlipayProvider(payment.alipay, ctx.clock));

    const push = ctx.use('push');
    const riskProfile = ctx.use('riskProfile');
    const goods = createGoodsRepository(ctx.db);
    const wallet = createWalletRepository(ctx.db);
    const orderRepo = createOrderRepository(ctx.db);
    const invoiceService = createInvoiceService({
      invoices: createInvoiceRepository(ctx.db),
      orders: orderRepo,
      issuer: createSimulatedIssuer(),
      clock: ctx.clock,
      log: ctx.log,
      notify: (memberId, notice) => push.notify(memberId, notice),
    });
    const access = ctx.use('access');
    const service = createOrderService({
      orders: orderRepo,
      goods,
      wallet,
      access: ctx.overrides.orderAccess?.(access) ?? access,
      providers,
      clock: ctx.clock,
      log: ctx.log,
      notify: (memberId, notice) => push.notify(memberId, notice),
      riskProfile: (memberId) => riskProfile.of(memberId),
      voidInvoice: (orderId) => invoiceService.voidFor(orderId),
      extraPayments: createExtraPayments({
        repo: createExtraPaymentRepository(ctx.db),
        providers,
        clock: ctx.clock,
        log: ctx.log,
      }),
    });
    ctx.provide('orders', service);
    ctx.provide('memberInfoExtras', async (memberId) => {
      const [pointsBalance, validity] = await Promise.all([
        wallet.balance(memberId),
        access.liveValidity(memberId),
      ]);
      return { pointsBalance, access: validity.modules };
    });

    ctx.app.decorate('sweepOrders', () => service.sweep());
    const timer = setInterval(() => {
      service.sweep().catch((error: unknown) => ctx.log.error({ err: error }, 'order sweep failed'));
      invoiceService.sweep().catch((error: unknown) => ctx.log.error({ err: error }, 'invoice sweep failed'));
    }, ORDER_SWEEP_INTERVAL_MS);
    timer.unref();
    ctx.app.addHook('onClose', async () => clearInterval(timer));

    await ctx.app.register(goodsRoutes(goods));
    const openids = ctx.use('wechatOpenids');
    const payerApps = { officialAccount: payment.wechatpay?.appid, miniProgram: miniProgramAppId };
    await ctx.app.register(
      orderRoutes(
        service,
        payment.wechatpay
          ? async (memberId, app) => {
              const appid = payerApps[app];
              const openid = appid ? await openids.of(memberId, appid) : null;
              return appid && openid ? { appid, openid } : null;
            }
          : null,
      ),
    );
    await ctx.app.register(walletRoutes(wallet, goods, ctx.clock));
    await ctx.app.register(payRoutes(service, sandbox));
    await ctx.app.register(invoiceRoutes(invoiceService));
    await ctx.app.register(productCardRoutes(goods, ctx.use('liveMessages')));
  },
});
