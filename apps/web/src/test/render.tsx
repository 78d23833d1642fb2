import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../i18n/i18n';

/** Renders inside the app's providers at the given URL, with a fresh query cache. */
export function renderAt(ui: ReactElement, url = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

/** An answer a stubbed read holds until the test releases it with a body (see stubFetch). */
export function heldAnswer() {
  let release: (body: unknown) => void = () => undefined;
  const answer = new Promise<unknown>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/**
 * Replaces fetch with a handler answering JSON envelopes; returns the mock to inspect calls. A handler may
 * answer with a promise, to hold a read until the test lets it go.
 */
export function stubFetch(handler: (url: string, init: RequestInit | undefined) => unknown) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = handler(url, init);
    const body = answer instanceof Promise ? await answer : answer;
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
