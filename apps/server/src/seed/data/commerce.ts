import type { SeedModuleCode } from './content';
import { cover } from './news-categories';

/** Products of the demo; each grants its modules for one cycle. Prices in fen. */
export const seedGoods: {
  title: string;
  pic: string;
  description: string;
  features: string[];
  priceFen: number;
  cycle: number;
  cycleUnit: 'day' | 'month' | 'year';
  modules: SeedModuleCode[];
  /** The lowest investor risk level the product suits (the bundle carries the most risk talk). */
  minRiskLevel?: 'C1' | 'C2' | 'C3' | 'C4' | 'C5';
}[] = [
  {
    title: 'VIP内参·月卡',
    pic: cover('policy'),
    description: '每个交易日盘前送达的机构级内参，一个月畅读。',
    features: ['每日盘前内参', '机构调研纪要', '季度深度策略报告'],
    priceFen: 9900,
    cycle: 1,
    cycleUnit: 'month',
    modules: ['vip_news'],
  },
  {
    title: '实战课程·季度班',
    pic: cover('study'),
    description: '全部进阶实战课程与配套讲义，三个月内不限次回看。',
    features: ['全部进阶实战课程', '配套讲义下载', '课后作业点评'],
    priceFen: 29900,
    cycle: 3,
    cycleUnit: 'month',
    modules: ['course_pro'],
  },
  {
    title: '直播会员·月卡',
    pic: cover('market'),
    description: '会员专属视频直播与全部直播回看。',
    features: ['会员专属视频直播', '全部直播回看', '直播间互动提问'],
    priceFen: 19900,
    cycle: 1,
    cycleUnit: 'month',
    modules: ['live_vip'],
  },
  {
    title: 'VIP内参·年卡',
    pic: cover('macro'),
    description: '一年的盘前内参与策略报告，比月卡省四成。',
    features: ['每日盘前内参', '机构调研纪要', '全年策略报告'],
    priceFen: 69900,
    cycle: 1,
    cycleUnit: 'year',
    modules: ['vip_news'],
  },
  {
    title: '钻石会员·年卡',
    pic: cover('global'),
    description: 'VIP内参、实战课程与会员直播，一张卡全部解锁。',
    features: ['VIP内参全年畅读', '全部实战课程', '会员专属直播与回看'],
    priceFen: 199900,
    cycle: 1,
    cycleUnit: 'year',
    modules: ['vip_news', 'course_pro', 'live_vip'],
    minRiskLevel: 'C3',
  },
];

/** The demo member's coupons (days from now; negative = already expired). */
export const seedCoupons: {
  title: string;
  kind: 'amount' | 'discount';
  amountFen?: number;
  discountPercent?: number;
  thresholdFen: number;
  startsDaysAgo: number;
  expiresInDays: number;
}[] = [
  { title: '满99减20', kind: 'amount', amountFen: 2000, thresholdFen: 9900, startsDaysAgo: 3, expiresInDays: 30 },
  { title: '新人8.5折券', kind: 'discount', discountPercent: 85, thresholdFen: 0, startsDaysAgo: 3, expiresInDays: 60 },
  { title: '满199减50', kind: 'amount', amountFen: 5000, thresholdFen: 19900, startsDaysAgo: 1, expiresInDays: 14 },
  { title: '满50减10', kind: 'amount', amountFen: 1000, thresholdFen: 5000, startsDaysAgo: 40, expiresInDays: -10 },
];

/** Points the demo member starts with (a welcome gift). */
export const seedWelcomePoints = 2000;
