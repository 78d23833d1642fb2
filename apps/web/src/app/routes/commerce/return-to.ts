import { getJson } from '@app/client-core/storage/key-value-storage';
import type { NoPermissionData } from '@app/contract/access';
import type { GoodsItem } from '@app/contract/commerce';
import { StorageKey } from '@app/contract/storage-keys';
import { storage } from '../../../lib/storage';

const key = (orderNo: string) => `orderReturnTo:${orderNo}`;

/**
 * The locked page an order is meant to open: the page that answered 206, when this product grants the
 * module it lacked. After paying, the member goes straight back there.
 */
export function rememberReturn(orderNo: string, goods: GoodsItem): void {
  const fromPage = storage.get(StorageKey.noPermissionPage);
  const data = getJson<Partial<NoPermissionData>>(storage, StorageKey.noPermissionData);
  if (fromPage && data?.moduleId && goods.modules.some((m) => m.id === data.moduleId))
    storage.set(key(orderNo), fromPage);
}

export const returnPageOf = (orderNo: string): string | null => storage.get(key(orderNo));
