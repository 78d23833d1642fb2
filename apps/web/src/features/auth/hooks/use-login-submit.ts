import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { LoginResult } from '@app/contract/account';

/**
 * Sends a login-like request (account, SMS code, registration) and hands the result on. The form
 * stays busy until onLoggedIn settles too, so nothing can be sent twice while the session is set up.
 * On failure the request wrapper shows the server's message and what was typed stays in the form.
 */
export function useLoginSubmit<Req>(
  mutation: UseMutationResult<LoginResult, Error, Req>,
  onLoggedIn: (result: LoginResult) => Promise<void>,
) {
  const [finishing, setFinishing] = useState(false);
  const busy = mutation.isPending || finishing;

  const send = (request: Req) =>
    mutation.mutate(request, {
      onSuccess: async (result) => {
        setFinishing(true);
        try {
          await onLoggedIn(result);
        } finally {
          setFinishing(false);
        }
      },
    });

  return { busy, send };
}
