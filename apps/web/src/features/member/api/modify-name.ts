import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

export async function modifyName(name: string): Promise<MemberInfo> {
  return send<MemberInfo>(Api.modifyName, { name });
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
