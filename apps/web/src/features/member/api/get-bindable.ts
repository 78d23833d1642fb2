import { useQuery } from '@tanstack/react-query';
import type { BindableAccount } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

/** GET /api/member/ver/2/list/bindable: the accounts a member can link and whether each is linked. */
export function useBindable() {
  return useQuery({
    queryKey: [...memberKeys.all, 'bindable'],
    queryFn: ({ signal }) => getData<BindableAccount[]>(Api.bindableList, undefined, { signal }),
  });
}
