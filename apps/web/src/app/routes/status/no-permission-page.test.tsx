import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { storage } from '../../../lib/storage';
import { renderAt, stubFetch } from '../../../test/render';
import { NoPermissionPage } from './no-permission-page';

const data = {
  moduleId: 2,
  moduleCode: 'vip_news',
  moduleName: 'VIP内参',
  message: '开通「VIP内参」后即可查看',
  goodsLink: '/pages/goods/index/index?id=1',
  loginRequired: false,
};

function storeRefusal() {
  storage.set(StorageKey.noPermissionData, JSON.stringify(data));
  storage.set(StorageKey.noPermissionPage, '/pages/news/details/index?id=7');
}

afterEach(() => {
  storage.remove(StorageKey.noPermissionData);
  storage.remove(StorageKey.noPermissionPage);
  vi.unstubAllGlobals();
});

describe('no-permission page', () => {
  it('names the module and offers the product page when it is built', () => {
    storeRefusal();
    stubFetch(() => ({ code: 200, msg: '', data: { servicePhone: '400-000-0000' } }));
    renderAt(<NoPermissionPage canOpen={() => true} />, '/pages/mine/noPermission/index');
    expect(screen.getByTestId('no-permission-module').textContent).toBe('需要开通：VIP内参');
    expect(screen.getByText('开通「VIP内参」后即可查看')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看产品介绍' })).toBeTruthy();
    expect(screen.queryByTestId('no-permission-service')).toBeNull();
  });

  it('names customer service with its phone when the product page is not built', async () => {
    storeRefusal();
    stubFetch(() => ({ code: 200, msg: '', data: { servicePhone: '400-000-0000' } }));
    renderAt(<NoPermissionPage canOpen={() => false} />, '/pages/mine/noPermission/index');
    expect(screen.queryByRole('button', { name: '查看产品介绍' })).toBeNull();
    const phone = await screen.findByRole('link', { name: '400-000-0000' });
    expect(phone.getAttribute('href')).toBe('tel:400-000-0000');
    expect(screen.getByTestId('no-permission-service').textContent).toContain('如需开通，请联系客服');
  });

  it('lists the products that unlock the module with their prices', async () => {
    storeRefusal();
    const goods = (id: number, title: string, priceFen: number, cycleUnit: string) => ({
      id,
      title,
      pic: '',
      description: '',
      features: [],
      priceFen,
      price: priceFen / 100,
      cycle: 1,
      cycleUnit,
      isShowPrice: 1,
      modules: [{ id: 2, name: 'VIP内参' }],
    });
    stubFetch((url) =>
      url.includes('/api/goods/ver/2/list/module/2')
        ? {
            code: 200,
            msg: '',
            rows: [goods(1, 'VIP内参·月卡', 9900, 'month'), goods(4, 'VIP内参·年卡', 69900, 'year')],
            total: 2,
          }
        : { code: 200, msg: '', data: { servicePhone: '' } },
    );
    renderAt(<NoPermissionPage canOpen={() => true} />, '/pages/mine/noPermission/index');
    const cards = await screen.findAllByTestId('goods-card');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['VIP内参·月卡', 'VIP内参·年卡']);
    expect(cards[1]?.textContent).toContain('¥699/1年');
  });
});
