import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as navigation from '../../../lib/navigation';
import { renderAt, stubFetch } from '../../../test/render';
import { RoomAdBanner } from './room-ad-banner';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  appNavigate: navigate,
}));
afterEach(() => navigate.mockReset());

const base = { categoryCode: 'liveRoom', typeCode: 'Route', pic: '/media/x.svg', linkParams: null };
const ads = [
  { ...base, id: 1, title: '直播会员月卡', content: '会员直播与回看', link: '/pages/goods/index/index?id=3' },
  { ...base, id: 2, title: '答疑时间', content: '每周五在直播间答疑', link: null },
];

describe('RoomAdBanner', () => {
  it('asks for the live-room category without a token, opens an ad’s link, and closes for the visit', async () => {
    const fetchMock = stubFetch(() => ({ code: 200, msg: '', rows: ads, total: ads.length }));
    renderAt(<RoomAdBanner />);
    const slides = await screen.findAllByTestId('room-ad-slide');
    expect(slides).toHaveLength(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/live/ad/ver/2/list/all/liveRoom');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();

    fireEvent.click(slides[0]!);
    expect(navigate).toHaveBeenCalledWith('/pages/goods/index/index?id=3');

    // An ad without a link shows its own text in a popup rather than going anywhere.
    fireEvent.click(slides[1]!);
    expect((await screen.findByTestId('ad-popup')).textContent).toContain('每周五在直播间答疑');
    expect(navigate).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: '关闭推荐' }));
    await waitFor(() => expect(screen.queryByTestId('room-ad')).toBeNull());
  });

  it('takes no room when there is no ad or the call fails', async () => {
    stubFetch(() => ({ code: 500, msg: '系统错误' }));
    const { container } = renderAt(<RoomAdBanner />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.querySelector('[data-testid="room-ad"]')).toBeNull();
  });
});
