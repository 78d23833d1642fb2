import type { QueryClient } from '@tanstack/react-query';
import { logoutLocally } from '@app/client-core/session/session';
import { storage } from '../../../lib/storage';
import { memberKeys } from './member-keys';

/** Forgets the member on this device: stored session and profile, and any cached member data. */
export function endSession(queryClient: QueryClient): void {
  logoutLocally(storage);
  queryClient.removeQueries({ queryKey: memberKeys.all });
}
