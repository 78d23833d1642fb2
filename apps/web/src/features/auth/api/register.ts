import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterRequest } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** Registration logs the new member in right away. */
export async function register(body: RegisterRequest): Promise<LoginResult> {
  const res = await request<DataEnvelope<LoginResult>>({
    url: Api.register,
    method: 'POST',
    data: body,
    isToken: false,
    loading: false,
  });
  return res.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
