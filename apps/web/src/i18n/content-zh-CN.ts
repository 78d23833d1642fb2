import { ContentMsg } from '@app/contract/messages';

type StringKeys<T> = { [K in keyof T as T[K] extends string ? K : never]: string };

/** The contract's content texts that are plain strings (toggle results, comment refusals, link refusals). */
const contentMsgTexts = Object.fromEntries(
  Object.entries(ContentMsg).filter(([, value]) => typeof value === 'string'),
) as StringKeys<typeof ContentMsg>;

/**
 * Texts of the reading pages (news interactions, collection, teachers, web view, ads, no permission).
 * They join the zh-CN catalog when one of those pages loads (register-content-catalog.ts), so the first
 * page's bundle does not carry them.
 */
export const contentZhCN = {
  contentMsg: contentMsgTexts,
  content: {
    like: '点赞',
    collect: '收藏',
    collected: '已收藏',
    liked: '已点赞',
    related: '相关阅读',
    comments: '评论',
    commentCount: '评论 {{count}}',
    commentsEmpty: '暂无评论，快来抢沙发',
    commentsFailed: '评论加载失败',
    commentPlaceholder: '写下你的评论…',
    commentLoginHint: '登录后参与评论',
    commentSend: '发表',
    locked: '需开通权限',
    collectTitle: '我的收藏',
    collectEmpty: '还没有收藏的资讯',
    collectFailed: '收藏加载失败',
    articleTitle: '文章详情',
    articleNotFound: '该文章不存在或已下架',
    noticeTitle: '公告详情',
    noticeNotFound: '该公告不存在或已下架',
    financeTitle: '财经',
    financeEmpty: '暂无财经资讯',
    financeFailed: '财经资讯加载失败',
  },
  teacher: {
    listTitle: '名师团队',
    detailTitle: '老师主页',
    listEmpty: '暂无老师',
    listFailed: '老师列表加载失败',
    notFound: '该老师不存在',
    followers: '{{count}} 粉丝',
    follow: '关注',
    following: '已关注',
    introduction: '老师简介',
    courses: 'TA的课程',
    news: 'TA的资讯',
    textRooms: 'TA的图文直播',
    textRoom: '图文',
    lastSpoke: '最近发言 {{time}}',
    heat: '热度 {{count}}',
    liveRooms: 'TA的直播间',
    ads: '推荐',
    plays: '{{count}}次播放',
    replay: '回看',
    onAir: '直播中',
    notOnAir: '未开播',
    sectionEmpty: '暂无内容',
  },
  webView: {
    title: '网页',
    close: '关闭',
    refused: '该链接地址不安全，已拦截',
    missing: '链接地址缺失',
    openOutside: '在浏览器中打开',
    picTitle: '图片',
    picFailed: '图片加载失败',
    picZoom: '点击查看大图',
  },
  ad: {
    enter: '进入',
    detailTitle: '广告详情',
    popupClose: '关闭广告',
    share: '广告',
    listEmpty: '暂无广告',
    listFailed: '广告加载失败',
    roomLabel: '直播间推荐',
    roomClose: '关闭推荐',
  },
  newsLists: {
    unread: '{{count}}条未读',
    follow: '关注',
    followed: '已关注',
    followCategory: '关注栏目：{{name}}',
    unfollowCategory: '取消关注栏目：{{name}}',
    interestTitle: '我的兴趣',
    interestFollowed: '已关注的栏目',
    interestFollowedEmpty: '还没有关注栏目，从下面挑几个感兴趣的吧',
    interestMore: '更多栏目',
    interestFailed: '栏目加载失败',
    interestOpen: '查看{{name}}资讯',
    strategyTitle: '投资策略',
    strategyEmpty: '暂无策略文章',
    strategyFailed: '策略文章加载失败',
  },
  noPermissionDetail: {
    needModule: '需要开通：{{name}}',
    viewProduct: '查看产品介绍',
    contactService: '如需开通，请联系客服：',
    contactServiceNoPhone: '如需开通，请联系客服',
    login: '去登录',
  },
};

export type ContentCatalog = typeof contentZhCN;
