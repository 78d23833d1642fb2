import { adPopupZhCN } from './ad-popup-zh-CN';

/**
 * Texts of the links pages. They join the zh-CN catalog when one of those pages loads
 * (register-links-catalog.ts), so the first page's bundle does not carry them.
 */
export const linksZhCN = {
  links: {
    ...adPopupZhCN.links,
    title: '链接',
    linkRefused: '该链接地址不安全，已拦截',
    miniProgramOnly: '该链接需在微信小程序中打开，请在微信中访问',
    platformTitle: '平台链接',
    officialSection: '官方机构',
    appSection: '应用平台',
    sectionEmpty: '暂无链接',
    sectionFailed: '链接加载失败',
    cfqTitle: '财富圈',
    cfqSlogan: '读懂市场，从每天的财经资讯开始',
    cfqSearch: '搜索资讯标题',
    cfqCourses: '财富课堂',
    cfqCategoriesFailed: '资讯分类加载失败',
    cfqEmptyCategory: '该分类暂无资讯',
    cfqEmptySearch: '没有找到相关资讯',
    cfqVisits: '{{count}}阅读',
    cfqLocked: '会员',
    cfqCourseTitle: '财富课堂',
    noticeLabel: '最新',
    noticeTitle: '最新资讯',
    courseSection: '全部课程',
    courseEmpty: '暂无课程',
    courseFailed: '课程加载失败',
  },
};
export type LinksCatalog = typeof linksZhCN;
