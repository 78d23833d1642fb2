import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

export async function modifyName(name: string): Promise<MemberInfo> {
  const body = await request<DataEnvelope<MemberInfo>>({
    url: Api.modifyName,
    method: 'POST',
    data: { name },
  });
  return body.data;
}

export function useModifyName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyName,
    onSuccess: (info) => {
      queryClient.setQueryData(memberKeys.info(), info);
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
