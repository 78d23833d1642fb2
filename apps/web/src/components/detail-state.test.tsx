import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/result-code';
import { renderAt } from '../test/render';
import { firstScreenShown, putServerFirstScreen, removeServerFirstScreen } from '../test/server-first-screen';
import { DetailState } from './detail-state';

const query = (over: Partial<Parameters<typeof DetailState<string>>[0]['query']> = {}) => ({
  data: undefined as string | undefined,
  isPending: true,
  isError: false,
  error: null as unknown,
  refetch: () => undefined,
  ...over,
});

beforeEach(() => putServerFirstScreen('服务器画的正文'));
afterEach(removeServerFirstScreen);

describe('DetailState and the server-drawn first screen', () => {
  it('keeps the first screen up while the item loads or its text cannot be drawn yet', () => {
    const view = renderAt(
      <DetailState id={8} query={query()} notFoundTitle="文章不存在">
        {(text) => <p>{text}</p>}
      </DetailState>,
    );
    expect(firstScreenShown()).toBe(true);
    view.rerender(
      <DetailState
        id={8}
        query={query({ isPending: false, data: '正文' })}
        notFoundTitle="文章不存在"
        contentReady={false}
      >
        {(text) => <p>{text}</p>}
      </DetailState>,
    );
    expect(firstScreenShown()).toBe(true);
  });

  it('takes over once the item is drawn', () => {
    renderAt(
      <DetailState id={8} query={query({ isPending: false, data: '正文' })} notFoundTitle="文章不存在">
        {(text) => <p>{text}</p>}
      </DetailState>,
    );
    expect(screen.getByText('正文')).toBeTruthy();
    expect(firstScreenShown()).toBe(false);
  });

  it('takes over to say the item is missing or failed', () => {
    const failed = renderAt(
      <DetailState
        id={8}
        query={query({
          isPending: false,
          isError: true,
          error: new RequestError('business', '不存在', ResultCode.notFound),
        })}
        notFoundTitle="文章不存在"
      >
        {(text) => <p>{text}</p>}
      </DetailState>,
    );
    expect(screen.getByText('文章不存在')).toBeTruthy();
    expect(firstScreenShown()).toBe(false);
    failed.unmount();

    putServerFirstScreen('服务器画的正文');
    renderAt(
      <DetailState
        id={8}
        query={query({ isPending: false, isError: true, error: new RequestError('network', '网络异常') })}
        notFoundTitle="文章不存在"
        errorTitle="加载失败"
      >
        {(text) => <p>{text}</p>}
      </DetailState>,
    );
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(firstScreenShown()).toBe(false);
  });
});
