/** Text live rooms (seed). Teachers are positions in seedTeachers (1 = the demo teacher's 陈知远). */
export const seedLiveCategories = [
  { id: 1, title: '直播', sort: 1 },
  { id: 2, title: '观点', sort: 2 },
  { id: 3, title: '答疑', sort: 3 },
] as const;

export const seedLiveRooms = [
  {
    key: 'value',
    title: '陈知远·价值投资直播间',
    pic: '/media/live/room-1.svg',
    description: '每个交易日盘前策略、盘中跟踪与收盘复盘，聚焦优质公司与合理估值，陪你做时间的朋友。',
    isOpenComment: 1,
    heat: 12860,
    teachers: [1, 3],
  },
  {
    key: 'swing',
    title: '林海川·短线实战直播间',
    pic: '/media/live/room-2.svg',
    description: '盘中实时解读量价与板块轮动，先讲风控再讲机会，帮助你建立自己的交易计划。',
    isOpenComment: 1,
    heat: 9420,
    teachers: [2, 1],
  },
  {
    key: 'macro',
    title: '王慕言·宏观策略早晚评',
    pic: '/media/live/room-3.svg',
    description: '早盘前梳理隔夜要闻，收盘后复盘资金与政策，读懂市场风格切换背后的逻辑。',
    isOpenComment: 0,
    heat: 6735,
    teachers: [3, 4, 1],
  },
] as const;

export const seedRiskTips = [
  {
    label: '风险提示',
    value:
      '市场有风险，投资需谨慎。直播内容仅供投资者学习参考，不构成任何投资建议，据此操作风险自担。',
    sort: 1,
  },
] as const;

/** Members who comment in the seeded rooms (they cannot log in: their password hash matches nothing). */
export const seedLiveMembers = [
  { username: 'seed_gushi', nickname: '股海小白' },
  { username: 'seed_lieshou', nickname: '价值猎手' },
  { username: 'seed_wenjian', nickname: '稳健前行' },
  { username: 'seed_zhuifeng', nickname: '追风少年' },
  { username: 'seed_changxian', nickname: '长线思维' },
  { username: 'seed_laozhang', nickname: '南山老张' },
  { username: 'seed_fuli', nickname: '复利信徒' },
  { username: 'seed_banchang', nickname: '半仓哥' },
] as const;
