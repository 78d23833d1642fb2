import { useInfiniteQuery } from '@tanstack/react-query';
import type { PushItem } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { pushKeys } from './push-keys';

/** GET /api/member/push/get/list: the member's notifications, newest first. */
export const pushListQueryOptions = () =>
  pagedQueryOptions<PushItem>({ queryKey: pushKeys.list(), url: Api.pushList });

export function usePushList() {
  return useInfiniteQuery(pushListQueryOptions());
}
