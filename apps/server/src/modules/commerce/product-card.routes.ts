import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CommerceMsg, productCardBody } from '@app/contract/commerce';
import { dataEnvelope } from '@app/contract/envelope';
import { idOk } from '@app/contract/ids';
import { TplKind } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { ForbiddenError, NotFoundError } from '../../errors';
import { ok } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { LiveMessageService } from '../live-message/live-message.service';
import type { GoodsRepository } from './goods.repository';

/** A teacher of the room recommends a product: a card in the room that opens the product page. */
export function productCardRoutes(goods: GoodsRepository, messages: LiveMessageService) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().post(
      Api.liveProductCard,
      {
        preHandler: requireMember,
        schema: {
          tags: ['commerce'],
          summary: 'A teacher of the room posts a product card into it',
          body: productCardBody,
          response: { 200: dataEnvelope(idOk) },
        },
      },
      async (request) => {
        const { member } = currentAuth(request);
        if (member.teacherId === null) throw new ForbiddenError(CommerceMsg.productCardTeacherOnly);
        const product = await goods.byId(request.body.goodsId);
        if (!product || product.goods.onSale !== 1) throw new NotFoundError(CommerceMsg.goodsNotFound);
        try {
          const message = await messages.postTemplate({
            liveId: request.body.liveId,
            categoryId: request.body.categoryId,
            tplId: TplKind.product,
            tplRefId: product.goods.id,
            text: `【推荐产品】${product.goods.title}`,
            author: {
              memberId: member.id,
              teacherId: member.teacherId,
              nickname: member.nickname,
              avatar: member.avatar,
            },
          });
          return ok({ id: message.id }, CommerceMsg.productCardPosted);
        } catch (error) {
          if (error instanceof ForbiddenError) throw new ForbiddenError(CommerceMsg.productCardTeacherOnly);
          throw error;
        }
      },
    );
  };
}
