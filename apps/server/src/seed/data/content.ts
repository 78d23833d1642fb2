/** Demo content of issue 4: access modules, courses, live video, replays, viewpoints, ads (seed). */
import { cover } from './news-categories';

export const seedAccessModules = [
  { code: 'vip_news', name: 'VIP内参', description: '每日盘前内参、机构调研纪要与深度策略报告', goodsId: 1 },
  { code: 'course_pro', name: '实战课程', description: '全部进阶实战课程与配套讲义', goodsId: 2 },
  { code: 'live_vip', name: '直播会员', description: '会员专属视频直播与全部直播回看', goodsId: 3 },
] as const;
export type SeedModuleCode = (typeof seedAccessModules)[number]['code'];

export const seedMemberLevels: { name: string; description: string; modules: SeedModuleCode[] }[] = [
  { name: '学员会员', description: '解锁全部实战课程', modules: ['course_pro'] },
  { name: '黄金会员', description: '实战课程 + VIP内参', modules: ['course_pro', 'vip_news'] },
  { name: '钻石会员', description: '全部内容与会员直播', modules: ['course_pro', 'vip_news', 'live_vip'] },
];

/** The demo member holds this module and lacks the others (try a VIP内参 article to see the 206 page). */
export const demoMemberModule: SeedModuleCode = 'course_pro';

/** Members-only articles in 财经 (category 11), older than the free ones so they sit lower in the list. */
export const seedLockedNews = [
  {
    title: '内参：北向资金连续三周净流入，机构调仓路线图曝光',
    description: '从十家头部机构的最新调研纪要看下一阶段的行业配置思路。',
    body: [
      '## 资金流向',
      '近三周北向资金累计净流入超过三百亿元，主要集中在电力设备、食品饮料与银行板块。',
      '## 机构调研',
      '本周机构调研频次最高的行业为半导体设备与创新药，调研纪要显示订单能见度明显提升。',
      '## 配置建议',
      '在估值分位仍处低位的行业中，优先关注现金流改善与分红提升的公司。',
    ],
    hoursAgo: 320,
    visits: 1890,
    teacher: 3,
  },
  {
    title: '内参：四季度策略报告——盈利修复与风格再平衡',
    description: '宏观、流动性与盈利三条线索下的四季度资产配置框架。',
    body: [
      '## 宏观线索',
      '稳增长政策逐步落地，信用扩张对盈利的传导预计在四季度开始体现。',
      '## 风格判断',
      '大盘价值与中小盘成长的相对收益有望收敛，建议均衡配置并控制回撤。',
    ],
    hoursAgo: 344,
    visits: 1560,
    teacher: 3,
  },
  {
    title: '内参：高股息资产的三种买入时机',
    description: '股息率、利率与估值三个维度拆解高股息策略的择时方法。',
    body: [
      '高股息资产的收益来自分红与估值两部分，择时的关键在于利率拐点与估值分位。',
      '当十年期国债收益率下行且股息率与其利差扩大时，是较好的布局窗口。',
    ],
    hoursAgo: 368,
    visits: 1322,
    teacher: 1,
  },
] as const;

export const seedCourseCategories = [
  { title: '入门必修', sort: 1 },
  { title: '技术分析', sort: 2 },
  { title: '价值投资', sort: 3 },
  { title: '宏观策略', sort: 4 },
] as const;

const mp4 = (n: 1 | 2 | 3) => `/media/video/course-${n}.mp4`;
const HLS = '/media/video/live-1/index.m3u8';

export interface SeedCourse {
  category: number;
  title: string;
  description: string;
  content: string[];
  pic: string;
  teachers: number[];
  price: string;
  cycle: number;
  cycleUnit: 'day' | 'month' | 'year';
  isShowPrice: number;
  isReplay: boolean;
  module: SeedModuleCode | null;
  visits: number;
  likes: number;
  daysAgo: number;
  sections: { title: string; chapters: { title: string; video: string }[] }[];
}

export const seedCourses: SeedCourse[] = [
  {
    category: 1,
    title: '股票投资入门：从开户到第一笔交易',
    description: '零基础也能看懂的股票入门课，讲清交易规则、常用术语与风险控制。',
    content: ['本课程面向刚进入股市的投资者，用真实的交易界面演示开户、下单与撤单。', '学完后你将能够看懂行情软件的主要指标，并建立属于自己的止损规则。'],
    pic: cover('study'),
    teachers: [4],
    price: '0',
    cycle: 0,
    cycleUnit: 'month',
    isShowPrice: 1,
    isReplay: true,
    module: null,
    visits: 12860,
    likes: 932,
    daysAgo: 3,
    sections: [
      { title: '第一章 认识股票市场', chapters: [{ title: '1.1 股票是什么', video: mp4(1) }, { title: '1.2 交易规则与费用', video: mp4(2) }] },
      { title: '第二章 第一笔交易', chapters: [{ title: '2.1 看懂行情软件', video: mp4(3) }, { title: '2.2 下单与撤单演示', video: HLS }] },
    ],
  },
  {
    category: 2,
    title: '量价关系精讲：读懂成交量背后的资金',
    description: '用成交量验证趋势，识别放量突破与缩量回调的真假信号。',
    content: ['成交量是价格的先行指标，本课从量价配合、量价背离两条主线展开。', '每一节都配有近两年的A股实战案例复盘。'],
    pic: cover('market'),
    teachers: [2],
    price: '299',
    cycle: 12,
    cycleUnit: 'month',
    isShowPrice: 1,
    isReplay: true,
    module: 'course_pro',
    visits: 8650,
    likes: 611,
    daysAgo: 6,
    sections: [
      { title: '第一章 量价基础', chapters: [{ title: '1.1 成交量的四种形态', video: mp4(2) }, { title: '1.2 放量突破的确认', video: mp4(1) }] },
      { title: '第二章 实战复盘', chapters: [{ title: '2.1 缩量回调的买点', video: mp4(3) }] },
    ],
  },
  {
    category: 3,
    title: '财报分析训练营：三张表看懂一家公司',
    description: '从利润表、资产负债表到现金流量表，学会识别优质公司与财务陷阱。',
    content: ['课程以消费与医药行业的上市公司为案例，逐项拆解财务报表。', '配套练习帮助你独立完成一份简明的公司分析报告。'],
    pic: cover('industry'),
    teachers: [1],
    price: '599',
    cycle: 1,
    cycleUnit: 'year',
    isShowPrice: 1,
    isReplay: false,
    module: 'course_pro',
    visits: 6420,
    likes: 508,
    daysAgo: 9,
    sections: [
      { title: '第一章 利润表', chapters: [{ title: '1.1 收入质量', video: mp4(1) }, { title: '1.2 毛利率与费用率', video: mp4(2) }] },
      { title: '第二章 现金流量表', chapters: [{ title: '2.1 经营现金流的真相', video: mp4(3) }] },
    ],
  },
  {
    category: 4,
    title: '宏观策略内训课：利率、汇率与股市',
    description: 'VIP内参同步课程：把宏观数据翻译成可执行的配置结论。',
    content: ['本课程为 VIP内参 会员专享，内容与每周内参同步更新。'],
    pic: cover('macro'),
    teachers: [3],
    price: '1299',
    cycle: 1,
    cycleUnit: 'year',
    isShowPrice: 1,
    isReplay: true,
    module: 'vip_news',
    visits: 3210,
    likes: 287,
    daysAgo: 12,
    sections: [{ title: '第一章 利率与估值', chapters: [{ title: '1.1 无风险利率如何影响估值', video: mp4(2) }] }],
  },
  {
    category: 1,
    title: '基金定投实操课',
    description: '定投的频率、金额与止盈方法，一次讲透。',
    content: ['用历史数据回测不同定投策略，帮你找到适合自己的节奏。'],
    pic: cover('fund'),
    teachers: [4, 1],
    price: '0',
    cycle: 0,
    cycleUnit: 'month',
    isShowPrice: 0,
    isReplay: false,
    module: null,
    visits: 9870,
    likes: 705,
    daysAgo: 15,
    sections: [{ title: '第一章 定投基础', chapters: [{ title: '1.1 为什么要定投', video: mp4(3) }, { title: '1.2 止盈的三种方法', video: mp4(1) }] }],
  },
];

export const seedVideoRooms = [
  {
    title: '陈知远·盘中实战视频直播',
    pic: '/media/banners/banner-1.svg',
    description: '交易日 9:30 开播，盘中实时解读热点板块与个股走势。',
    teachers: [1],
    streamUrl: HLS,
    status: 'live' as const,
    module: null,
    heat: 18640,
    /** Opening comments of the room (teacher: the room's teacher; else the demo member), oldest first. */
    comments: [
      { byTeacher: true, text: '欢迎来到盘中实战直播间，今天重点看半导体和高股息两条主线。', minutesAgo: 50 },
      { byTeacher: false, text: '老师好，半导体今天分歧很大，还能继续拿吗？', minutesAgo: 32 },
      { byTeacher: true, text: '中期逻辑没变，回踩 20 日均线附近再考虑加仓，不追高 👍', minutesAgo: 28 },
    ],
  },
  {
    title: '王慕言·会员专享宏观直播',
    pic: '/media/banners/banner-2.svg',
    description: '每周三晚 20:00，直播会员专享的宏观策略深度解读。',
    teachers: [3],
    streamUrl: mp4(2),
    status: 'ended' as const,
    module: 'live_vip' as const,
    heat: 7420,
    comments: [],
  },
];

export const seedPlaybacks = [
  { room: 0, title: '盘中实战：半导体板块的分歧与机会', video: '/media/video/replay-1.mp4', visits: 5230, daysAgo: 1, visible: true },
  { room: 0, title: '盘中实战：高股息资产的回调买点', video: '/media/video/replay-2.mp4', visits: 4410, daysAgo: 2, visible: true },
  { room: 0, title: '盘中实战：早盘冲高回落如何应对（未公开）', video: '/media/video/replay-2.mp4', visits: 120, daysAgo: 3, visible: false },
  { room: 1, title: '会员宏观直播：降息周期下的资产配置', video: '/media/video/replay-1.mp4', visits: 2380, daysAgo: 4, visible: true },
];

export const seedViewpoints = [
  {
    teacher: 2,
    title: '短线观点：指数缩量整理，耐心等待方向选择',
    description: '成交量回落至近一月低位，短线以观望为主，关注 20 日均线得失。',
    body: ['今日两市成交额较昨日缩量约一成，指数在 20 日均线附近窄幅震荡。', '操作上不宜追高，等待放量突破再考虑加仓。'],
    hoursAgo: 5,
    likes: 86,
    module: null,
  },
  {
    teacher: 1,
    title: '价值观点：消费龙头进入合理估值区间',
    description: '从股息率与自由现金流看，部分消费龙头已具备长期配置价值。',
    body: ['消费龙头的市盈率已回到近五年的 20% 分位以下。', '对长期投资者而言，分批买入是更稳妥的方式。'],
    hoursAgo: 28,
    likes: 132,
    module: null,
  },
  {
    teacher: 3,
    title: '内参观点：下周重点关注的三项宏观数据',
    description: 'VIP内参会员专享：CPI、社融与美联储议息会议的预期差。',
    body: ['CPI 同比预计小幅回升，社融存量增速有望企稳。', '美联储议息会议的点阵图将影响外资流向。'],
    hoursAgo: 50,
    likes: 64,
    module: 'vip_news' as const,
  },
];

export const seedArticles = [
  {
    title: '投资者风险教育：理性看待市场波动',
    author: '财经学堂投教中心',
    pic: cover('policy'),
    body: [
      '市场波动是常态，投资前请充分了解产品风险并结合自身承受能力。',
      '不要借钱炒股，不要把全部资产集中于单一标的。',
      '延伸阅读：<a href="/media/docs/research-report.pdf">《2026年二季度A股策略报告》（PDF）</a>',
    ],
  },
];

type AdType = 'Route' | 'Webview' | 'Miniprogram' | 'Other';
export const seedAds: {
  categoryCode: string;
  code?: string;
  typeCode: AdType;
  title: string;
  pic: string;
  content: string;
  link: string | null;
  linkParams?: Record<string, string>;
  teacher?: number;
}[] = [
  { categoryCode: 'home', code: 'banner', typeCode: 'Route', title: '新人专享：入门课程免费学', pic: '/media/banners/banner-1.svg', content: '零基础入门课程限时免费', link: '/pages/course/list/index/index' },
  { categoryCode: 'home', code: 'banner', typeCode: 'Webview', title: '投资者教育基地', pic: '/media/banners/banner-2.svg', content: '了解更多投资者保护知识', link: 'https://www.csrc.gov.cn/' },
  { categoryCode: 'popup', typeCode: 'Route', title: '直播会员限时八折', pic: '/media/banners/banner-3.svg', content: '开通直播会员，观看全部会员直播与回看', link: '/pages/goods/index/index?id=3' },
  { categoryCode: 'teacherAd', typeCode: 'Route', title: '陈知远老师的财报训练营', pic: cover('industry'), content: '三张表看懂一家公司', link: '/pages/course/list/index/index', teacher: 1 },
  { categoryCode: 'teacherAd', typeCode: 'Other', title: '林海川老师答疑时间', pic: cover('market'), content: '每周五 15:30 至 16:30，在图文直播间答疑，欢迎提问。', link: null, teacher: 2 },
  { categoryCode: 'goodsAd', typeCode: 'Route', title: 'VIP内参年度会员', pic: cover('macro'), content: '每日内参与深度策略报告', link: '/pages/goods/index/index?id=1' },
  { categoryCode: 'officialInstitutionList', typeCode: 'Webview', title: '上海证券交易所', pic: cover('policy'), content: '官方信息披露平台', link: 'https://www.sse.com.cn/' },
  { categoryCode: 'officialInstitutionList', typeCode: 'Webview', title: '深圳证券交易所', pic: cover('policy'), content: '官方信息披露平台', link: 'https://www.szse.cn/' },
  { categoryCode: 'appInstitutionList', typeCode: 'Miniprogram', title: '财经学堂小程序', pic: cover('study'), content: '在小程序中继续学习', link: '/pages/about/index/index', linkParams: { wxAppletId: 'wx0000000000000000' } },
  { categoryCode: 'appInstitutionList', typeCode: 'Webview', title: '中国证券投资者保护网', pic: cover('policy'), content: '投资者保护与维权', link: 'https://www.investor.org.cn/' },
];
