import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { HomeMenu } from './home-menu';

const entry = (id: number, title: string, link: string) => ({
  id,
  title,
  link,
  icon: '/media/icons/x.svg',
  iconActive: '',
  typeCode: 'Route',
  linkParams: null,
  permission: 1,
  permissionMsg: null,
  noPermissionLink: null,
});

describe('HomeMenu badges', () => {
  it('puts a count on the entries the page gives one, capped at 99+', () => {
    const menu = [
      entry(1, '今日要闻', '/pages/news/list/index?categoryId=15'),
      entry(2, '精品课程', '/pages/course/list/index/index'),
      entry(3, '财经', '/pages/news/list/index?categoryId=11'),
    ];
    const counts: Record<number, number> = { 1: 5, 3: 120 };
    renderAt(
      <HomeMenu
        menu={menu}
        label="菜单"
        badgeOf={(item) =>
          counts[item.id] ? { count: counts[item.id]!, label: `${counts[item.id]}条未读` } : null
        }
      />,
    );
    const badges = screen.getAllByTestId('home-menu-badge');
    expect(badges.map((b) => b.textContent)).toEqual(['5', '99+']);
    expect(screen.getByRole('button', { name: /今日要闻/ }).textContent).toContain('5');
    expect(screen.getByLabelText('120条未读')).toBeTruthy();
  });
});
