import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { storage } from '../../../lib/storage';
import { renderAt, stubFetch } from '../../../test/render';
import { HomePopupGate } from './home-popup-gate';

const popupAd = {
  id: 3,
  categoryCode: 'popup',
  typeCode: 'Route',
  title: '直播会员限时八折',
  pic: '/media/banners/banner-3.svg',
  content: '开通直播会员，观看全部会员直播与回看',
  link: '/pages/goods/index/index?id=3',
  linkParams: null,
};

const popupCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/ad/popup/advert')).length;

describe('home pop-up ad', () => {
  it('shows once: stores advertisementShow, closes, and stays away on the next visit', async () => {
    const fetchMock = stubFetch(() => ({ code: 200, msg: '', data: popupAd }));
    const first = renderAt(<HomePopupGate />, '/pages/about/index/index');

    const dialog = await screen.findByRole('dialog', { name: popupAd.title });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(popupAd.pic);
    expect(storage.get(StorageKey.advertisementShow)).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: '关闭广告' }));
    await waitFor(() => expect(screen.queryByTestId('popup-ad')).toBeNull());
    first.unmount();

    // Coming back (a reload keeps localStorage): no request, no popup.
    const before = popupCalls(fetchMock);
    renderAt(<HomePopupGate />, '/pages/about/index/index');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('popup-ad')).toBeNull();
    expect(popupCalls(fetchMock)).toBe(before);
  });

  it('shows nothing and stores nothing when no pop-up ad is configured', async () => {
    const fetchMock = stubFetch(() => ({ code: 200, msg: '', data: null }));
    renderAt(<HomePopupGate />, '/pages/about/index/index');
    await waitFor(() => expect(popupCalls(fetchMock)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('popup-ad')).toBeNull();
    expect(storage.get(StorageKey.advertisementShow)).toBeNull();
  });
});
