/** Tab bar and home menu (seed). Only pages that exist today are linked. */
export const seedFooterLinks = [
  { title: '首页', link: '/pages/about/index/index', icon: '/media/icons/tab-home.svg', iconActive: '/media/icons/tab-home-active.svg' },
  {
    title: '资讯',
    link: '/pages/news/list/index?categoryId=15',
    icon: '/media/icons/tab-news.svg',
    iconActive: '/media/icons/tab-news-active.svg',
  },
  { title: '我的', link: '/pages/mine/index/index', icon: '/media/icons/tab-mine.svg', iconActive: '/media/icons/tab-mine-active.svg' },
] as const;

export const VIP_PERMISSION_MSG = '该栏目为会员专享，开通会员后即可查看';

export const seedHomeMenu = [
  { title: '今日要闻', link: '/pages/news/list/index?categoryId=15', icon: '/media/icons/menu-headline.svg', permission: 1 },
  { title: 'A股解读', link: '/pages/news/list/index?categoryId=16', icon: '/media/icons/menu-a-share.svg', permission: 1 },
  { title: '港美股', link: '/pages/news/list/index?categoryId=17', icon: '/media/icons/menu-global.svg', permission: 1 },
  { title: '基金理财', link: '/pages/news/list/index?categoryId=18', icon: '/media/icons/menu-fund.svg', permission: 1 },
  {
    title: 'VIP内参',
    link: '/pages/news/list/index?categoryId=11',
    icon: '/media/icons/menu-vip.svg',
    permission: -1,
    permissionMsg: VIP_PERMISSION_MSG,
    noPermissionLink: '/pages/mine/index/index',
  },
  { title: '个人中心', link: '/pages/mine/index/index', icon: '/media/icons/menu-mine.svg', permission: 1 },
] as const;
