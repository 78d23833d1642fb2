import { queryOptions, useQuery } from '@tanstack/react-query';
import { saveProfile } from '@app/client-core/session/session';
import type { MemberInfo } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { memberKeys } from './member-keys';

/** GET /api/member/get/info (token required); keeps the stored name and avatar in step. */
export async function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const data = await getData<MemberInfo>(Api.memberInfo, undefined, { signal });
  saveProfile(storage, data);
  return data;
}

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 30_000,
  });

export function useMemberInfo(enabled: boolean) {
  return useQuery({ ...memberInfoQueryOptions(), enabled });
}
