import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_NOTICE_SUFFIX, AiText, type AiStreamEvent } from '@app/contract/ai';
import { StorageKey } from '@app/contract/storage-keys';
import { heldAnswer, renderAt, stubFetch } from '../../../test/render';
import {
  firstScreenShown,
  putServerFirstScreen,
  removeServerFirstScreen,
} from '../../../test/server-first-screen';
import { AiPage } from './ai-page';

const info = {
  code: 200,
  msg: 'ok',
  data: { mode: 'builtin', name: '内置助手', suggestions: ['什么是市盈率？'] },
};
const emptyList = { code: 200, msg: 'ok', rows: [], total: 0 };

/** A streamed answer, written in the given pieces (each a chunk of the body). */
function ndjson(events: AiStreamEvent[], splitAt = 7) {
  const text = events.map((e) => `${JSON.stringify(e)}\n`).join('');
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += splitAt) controller.enqueue(bytes.slice(i, i + splitAt));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

function stub(chat: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/ai/chat/ollama')) return chat();
      const body = url.includes('/api/ai/info') ? info : emptyList;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  window.localStorage.setItem(StorageKey.token, 'member-token');
});
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const start: AiStreamEvent = {
  type: 'start',
  conversationId: 7,
  questionId: 1,
  answerId: 2,
  mode: 'builtin',
  model: '内置助手',
  citations: [
    { kind: 'news', id: 3, title: '市盈率入门', url: '/pages/news/details/index?id=3', locked: false },
  ],
};

describe('the AI page', () => {
  it('links the 投资百科 from its welcome', async () => {
    stub(() => ndjson([]));
    renderAt(<AiPage />, '/pages/ai/index/index');
    const link = await screen.findByRole('link', { name: '查看投资百科' });
    expect(link.getAttribute('href')).toBe('/pages/wiki/list/index');
  });

  it('shows a streamed answer with its label, citation and the notice', async () => {
    stub(() =>
      ndjson([
        start,
        { type: 'delta', text: '市盈率是' },
        { type: 'delta', text: '股价除以每股收益。' },
        { type: 'delta', text: AI_NOTICE_SUFFIX },
        { type: 'done', status: 'done', promptTokens: null, completionTokens: null },
      ]),
    );
    renderAt(<AiPage />, '/pages/ai/index/index');
    fireEvent.click(await screen.findByRole('button', { name: '什么是市盈率？' }));
    expect(await screen.findByText('市盈率是股价除以每股收益。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /市盈率入门/ }).getAttribute('href')).toBe(
      '/pages/news/details/index?id=3',
    );
    expect(screen.getByTestId('ai-notice').textContent).toBe(AiText.notice);
    expect(screen.getByText('AI生成')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('ai-answer').dataset.status).toBe('done'));
  });

  it('keeps the question in the box and says why when the model cannot be reached', async () => {
    stub(() => ndjson([start, { type: 'error', msg: AiText.modelUnreachable }]));
    renderAt(<AiPage />, '/pages/ai/index/index');
    const input = await screen.findByPlaceholderText('输入你的问题');
    fireEvent.change(input, { target: { value: '均线有什么用？' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('ai-problem')).textContent).toBe(AiText.modelUnreachable);
    expect((input as HTMLTextAreaElement).value).toBe('均线有什么用？');
    expect(screen.queryByTestId('ai-answer')).toBeNull();
  });

  describe('behind the server-drawn welcome', () => {
    afterEach(removeServerFirstScreen);

    it('keeps it up until it knows who answers, then shows its own welcome', async () => {
      putServerFirstScreen('服务器画的欢迎');
      const held = heldAnswer();
      stubFetch((url) => (url.includes('/api/ai/info') ? held.answer : emptyList));
      renderAt(<AiPage />);
      await screen.findByTestId('ai-thread');
      expect(firstScreenShown()).toBe(true);
      held.release(info);
      expect(await screen.findByTestId('ai-mode')).toBeTruthy();
      expect(screen.getByRole('button', { name: '什么是市盈率？' })).toBeTruthy();
      expect(firstScreenShown()).toBe(false);
    });

    it('takes over with its own welcome when it cannot learn who answers', async () => {
      putServerFirstScreen('服务器画的欢迎');
      stubFetch((url) => (url.includes('/api/ai/info') ? new Error('offline') : emptyList));
      renderAt(<AiPage />);
      await waitFor(() => expect(firstScreenShown()).toBe(false));
      expect(screen.getByText('你好，我是投资学习助手')).toBeTruthy();
      expect(screen.queryByTestId('ai-mode')).toBeNull();
    });
  });
});
