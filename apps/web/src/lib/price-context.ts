import type { PriceContext } from '@app/client-core/format/price';
import { StorageKey } from '@app/contract/storage-keys';
import { currentPlatform } from './current-platform';
import { storage } from './storage';

/** SPEC §5: on iOS, prices show only when this version's status (stored by the version check) is 1. */
export function priceContext(): PriceContext {
  const status = storage.get(StorageKey.currentVersionStatus);
  return { isIos: currentPlatform() === 'ios', versionStatus: status === null ? undefined : Number(status) };
}
