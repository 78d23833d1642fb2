import { cover } from './news-categories';

/**
 * The live rooms' banner ads (category liveRoom). Each links to a product or a course of the seed, named by
 * title and resolved to its id when seeded, so the links hold whatever ids the database gave.
 */
export const seedLiveRoomAds: {
  title: string;
  content: string;
  pic: string;
  target: { goods: string } | { course: string };
}[] = [
  {
    title: '直播会员月卡：会员直播与全部回看',
    content: '开通直播会员，盘中实战直播与历史回看一次解锁。',
    pic: cover('market'),
    target: { goods: '直播会员·月卡' },
  },
  {
    title: '财报分析训练营：三张表看懂一家公司',
    content: '陈知远老师主讲，从利润表到现金流量表，带你读懂上市公司。',
    pic: cover('industry'),
    target: { course: '财报分析训练营：三张表看懂一家公司' },
  },
  {
    title: 'VIP内参年卡：每日盘前内参',
    content: '机构调研纪要与季度策略报告，比月卡省四成。',
    pic: cover('macro'),
    target: { goods: 'VIP内参·年卡' },
  },
];
