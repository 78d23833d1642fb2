import { priceContext } from '../../../lib/price-context';
import { formatPrice } from '@app/client-core/format/price';
import type { GoodsItem } from '@app/contract/commerce';
import { fenToYuan } from '@app/contract/commerce-constants';

/** SPEC §5 price display of a product (null: the price must not show), with the yuan sign. */
export function goodsPrice(goods: GoodsItem): string | null {
  const shown = formatPrice(goods, priceContext());
  return shown === null || shown === '免费' ? shown : `¥${shown}`;
}

/** An amount of fen as ¥12.34. */
export const yuan = (fen: number) => `¥${fenToYuan(fen)}`;
