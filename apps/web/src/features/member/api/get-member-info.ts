import { queryOptions, useQuery } from '@tanstack/react-query';
import { saveProfile } from '@app/client-core/session/session';
import type { MemberInfo } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { memberKeys } from './member-keys';

/** GET /api/member/get/info (token required); keeps the stored name and avatar in step. */
export async function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const body = await request<DataEnvelope<MemberInfo>>({
    url: Api.memberInfo,
    loading: false,
    toastOnError: false,
    signal,
  });
  saveProfile(storage, body.data);
  return body.data;
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
