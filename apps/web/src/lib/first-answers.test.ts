import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ID, FIRST_ANSWERS_MAX_AGE_MS } from '@app/contract/first-screen';
import { resetFirstAnswers, takeFirstAnswer } from './first-answers';

const LIST = { code: 200, msg: '操作成功', rows: [{ id: 1, title: '早盘前瞻' }], total: 1 };

function pageWith(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(FIRST_ANSWERS_ID)?.remove();
  resetFirstAnswers();
  vi.restoreAllMocks();
});

describe('answers that came with the page', () => {
  it('answer a visitor’s first read of the same address once, whatever the order of its parameters', async () => {
    pageWith(JSON.stringify({ '/api/news/ver/2/list?categoryId=15&pageNum=1&pageSize=20': LIST }));
    const answer = takeFirstAnswer('/api/news/ver/2/list?pageNum=1&pageSize=20&categoryId=15', {
      method: 'GET',
      headers: { sign: 'x' },
    });
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual(LIST);
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    // Taken: the next read of the list goes to the server.
    expect(takeFirstAnswer('/api/news/ver/2/list?categoryId=15&pageNum=1&pageSize=20')).toBeUndefined();
  });

  it('never answer a member, a write, another address or a read made long after the page loaded', () => {
    const address = '/api/news/ver/2/list?categoryId=15';
    pageWith(JSON.stringify({ [address]: LIST }));
    expect(takeFirstAnswer(address, { headers: { Authorization: 'Bearer t' } })).toBeUndefined();
    expect(takeFirstAnswer(address, { method: 'POST' })).toBeUndefined();
    expect(takeFirstAnswer('/api/news/ver/2/list?categoryId=16')).toBeUndefined();
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_MAX_AGE_MS + 1);
    expect(takeFirstAnswer(address)).toBeUndefined();
  });

  it('leave every read to the server when the page carries none, or carries them malformed', () => {
    expect(takeFirstAnswer('/api/nav/list')).toBeUndefined();
    resetFirstAnswers();
    pageWith('{"/api/nav/list": ');
    expect(takeFirstAnswer('/api/nav/list')).toBeUndefined();
  });
});
