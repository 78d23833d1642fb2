const CYCLE_UNITS: Readonly<Record<string, string>> = { day: '天', month: '个月', year: '年' };

export interface PricedItem {
  price: number;
  cycle?: number | null;
  cycleUnit?: string | null;
  isShowPrice?: number;
}

export interface PriceContext {
  isIos?: boolean;
  /** Review status of the running iOS version; prices show only once it is 1. */
  versionStatus?: number;
}

/** SPEC §5 price display; null means the price must not be shown at all. */
export function formatPrice(item: PricedItem, opts: PriceContext = {}): string | null {
  if (item.isShowPrice !== 1) return null;
  if (opts.isIos && opts.versionStatus !== 1) return null;
  if (item.price === 0) return '免费';
  const unit = item.cycleUnit ? (CYCLE_UNITS[item.cycleUnit] ?? item.cycleUnit) : '';
  return item.cycle ? `${item.price}/${item.cycle}${unit}` : `${item.price}`;
}
