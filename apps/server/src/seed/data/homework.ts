/** Homework of the seeded courses (matched by course title); answers are the right labels, sorted. */
export interface SeedQuestion {
  type: 'single' | 'multiple';
  stem: string;
  options: string[];
  answer: string;
  explanation: string;
  score: number;
}
export interface SeedHomework {
  courseTitle: string;
  title: string;
  description: string;
  daysAgo: number;
  questions: SeedQuestion[];
}

export const seedHomeworks: SeedHomework[] = [
  {
    courseTitle: '股票投资入门：从开户到第一笔交易',
    title: '第一章课后练习：认识股票市场',
    description: '检验对A股交易规则与费用的理解，共4题，满分100分。',
    daysAgo: 6,
    questions: [
      {
        type: 'single',
        stem: 'A股主板股票的普通交易日涨跌幅限制是多少？',
        options: ['5%', '10%', '20%', '不设涨跌幅限制'],
        answer: 'B',
        explanation: '沪深主板非ST股票日涨跌幅限制为10%；创业板、科创板为20%，ST股票为5%。',
        score: 25,
      },
      {
        type: 'single',
        stem: 'A股实行的交收制度是？',
        options: ['T+0', 'T+1', 'T+2', 'T+3'],
        answer: 'B',
        explanation: 'A股股票实行T+1交收：当日买入的股票下一个交易日才能卖出。',
        score: 25,
      },
      {
        type: 'multiple',
        stem: '买卖A股股票时，可能产生的费用有哪些？',
        options: ['券商佣金', '印花税（卖出时）', '过户费', '个人所得税（股息红利，持有期限相关）', '开户年费'],
        answer: 'ABCD',
        explanation: '交易费用包括佣金、卖出印花税和过户费；股息红利按持有期限征收个人所得税。开户不收取年费。',
        score: 25,
      },
      {
        type: 'single',
        stem: '普通投资者买入A股时，一次委托的最小数量（主板）是？',
        options: ['1股', '10股', '100股（1手）', '1000股'],
        answer: 'C',
        explanation: '主板买入以100股（1手）为单位，卖出时不足100股的零股可以一次性卖出。',
        score: 25,
      },
    ],
  },
  {
    courseTitle: '量价关系精讲：读懂成交量背后的资金',
    title: '量价关系随堂测验',
    description: '结合课程中的四种量价形态作答，共3题。',
    daysAgo: 4,
    questions: [
      {
        type: 'single',
        stem: '股价突破前期平台时成交量明显放大，通常说明什么？',
        options: ['突破有效性较高', '主力在出货', '成交量与价格无关', '应立即卖出'],
        answer: 'A',
        explanation: '放量突破说明有增量资金认可新的价格区间，突破的可信度更高，但仍需结合后续回踩确认。',
        score: 30,
      },
      {
        type: 'multiple',
        stem: '以下哪些属于健康上涨趋势中常见的量价特征？',
        options: ['上涨放量', '回调缩量', '上涨缩量、回调放量', '高位巨量滞涨', '突破后回踩不破且缩量'],
        answer: 'ABE',
        explanation: '上涨放量、回调缩量、回踩不破且缩量都是资金持续看好的信号；高位巨量滞涨往往是风险提示。',
        score: 40,
      },
      {
        type: 'single',
        stem: '“地量见地价”描述的是哪种情形？',
        options: ['成交量极度萎缩后股价见底', '成交量放大后股价见顶', '股价与成交量同步下跌', '成交量与大盘无关'],
        answer: 'A',
        explanation: '长期下跌后成交量萎缩至极低水平，说明抛压衰竭，常是阶段底部的特征之一（并非必然）。',
        score: 30,
      },
    ],
  },
  {
    courseTitle: '财报分析训练营：三张表看懂一家公司',
    title: '利润表与现金流量表练习',
    description: '从三张表识别公司经营质量，共3题。',
    daysAgo: 2,
    questions: [
      {
        type: 'single',
        stem: '净利润持续增长，但经营活动现金流量净额长期为负，最需要警惕的是？',
        options: ['利润质量不高、回款困难', '公司分红太多', '公司没有负债', '毛利率过高'],
        answer: 'A',
        explanation: '利润没有转化为现金，可能是应收账款大增或存货积压，需要关注利润质量。',
        score: 35,
      },
      {
        type: 'multiple',
        stem: '以下哪些指标可以从利润表中直接计算？',
        options: ['毛利率', '销售费用率', '净利率', '资产负债率', '经营现金流净额'],
        answer: 'ABC',
        explanation: '毛利率、费用率和净利率来自利润表；资产负债率来自资产负债表，经营现金流来自现金流量表。',
        score: 35,
      },
      {
        type: 'single',
        stem: '自由现金流通常的计算方式是？',
        options: [
          '经营活动现金流净额 − 资本性支出',
          '净利润 + 折旧',
          '营业收入 − 营业成本',
          '筹资活动现金流净额 + 投资活动现金流净额',
        ],
        answer: 'A',
        explanation: '自由现金流 = 经营现金流净额 − 资本开支，是公司可自由支配、用于分红或偿债的现金。',
        score: 30,
      },
    ],
  },
  {
    courseTitle: '基金定投实操课',
    title: '定投基础自测',
    description: '检验对定投原理和止盈方法的掌握，共3题。',
    daysAgo: 1,
    questions: [
      {
        type: 'single',
        stem: '定投能够摊薄成本的原理是？',
        options: ['价格低时买入份额多，价格高时买入份额少', '基金公司给定投用户折扣', '定投不收申购费', '定投保证不亏损'],
        answer: 'A',
        explanation: '固定金额在低位买到更多份额、高位买到更少份额，长期平均成本低于平均价格。定投并不保本。',
        score: 30,
      },
      {
        type: 'multiple',
        stem: '课程中介绍的止盈方法包括？',
        options: ['目标收益率止盈', '估值百分位止盈', '回撤止盈', '永不止盈', '随机止盈'],
        answer: 'ABC',
        explanation: '目标收益率止盈、估值止盈、最高点回撤止盈是三种常用方法。',
        score: 40,
      },
      {
        type: 'single',
        stem: '以下哪类基金更适合长期定投？',
        options: ['波动较大、长期向上的宽基指数基金', '货币基金', '短期理财产品', '已清盘的基金'],
        answer: 'A',
        explanation: '波动越大，定投摊薄成本的效果越明显；宽基指数长期跟随经济增长，适合作为定投标的。',
        score: 30,
      },
    ],
  },
];
