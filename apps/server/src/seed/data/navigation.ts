import { Pages } from '@app/contract/pages';

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

/**
 * The home menu: four to a row, the watch and learn pages first. Seeded by seed-menu.ts, which replaces
 * whatever menu an earlier seed wrote (see its comment).
 */
export const seedHomeMenu = [
  { title: '图文直播', link: Pages.liveRooms, icon: '/media/icons/menu-live.svg', permission: 1 },
  { title: '视频直播', link: Pages.liveVideoList, icon: '/media/icons/menu-video-live.svg', permission: 1 },
  { title: '精品课程', link: Pages.courseList, icon: '/media/icons/menu-course.svg', permission: 1 },
  { title: '直播回看', link: Pages.playbackList, icon: '/media/icons/menu-replay.svg', permission: 1 },
  { title: '短视频', link: Pages.videoList, icon: '/media/icons/menu-short-video.svg', permission: 1 },
  { title: '老师资讯', link: Pages.teacherNewsList, icon: '/media/icons/menu-teacher-news.svg', permission: 1 },
  { title: '名师观点', link: Pages.viewpointList, icon: '/media/icons/menu-viewpoint.svg', permission: 1 },
  { title: '名师', link: Pages.teacherList, icon: '/media/icons/menu-teacher.svg', permission: 1 },
  { title: '今日要闻', link: '/pages/news/list/index?categoryId=15', icon: '/media/icons/menu-headline.svg', permission: 1 },
  { title: '财富圈', link: Pages.cfqIndex, icon: '/media/icons/menu-circle.svg', permission: 1 },
  {
    title: 'VIP内参',
    link: '/pages/news/list/index?categoryId=11',
    icon: '/media/icons/menu-vip.svg',
    permission: -1,
    permissionMsg: VIP_PERMISSION_MSG,
    noPermissionLink: '/pages/mine/index/index',
  },
  { title: '平台链接', link: Pages.platformLinks, icon: '/media/icons/menu-links.svg', permission: 1 },
  { title: 'AI助手', link: Pages.ai, icon: '/media/icons/menu-ai.svg', permission: 1 },
  { title: '模拟炒股', link: Pages.stockRaceList, icon: '/media/icons/menu-a-share.svg', permission: 1 },
  { title: '股票池', link: Pages.stockPoolList, icon: '/media/icons/menu-finance.svg', permission: 1 },
  { title: '可转债', link: Pages.stockBond, icon: '/media/icons/menu-fund.svg', permission: 1 },
  { title: '财经日历', link: Pages.financeCalendar, icon: '/media/icons/menu-global.svg', permission: 1 },
] as const;
