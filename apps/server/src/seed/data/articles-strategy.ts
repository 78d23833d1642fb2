import { cover, type SeedArticle } from './news-categories';

/** The strategy category's id (code `strategy`): teachers' strategy articles for the member's strategy page. */
export const STRATEGY_CATEGORY_ID = 20;
/** The audio category (fm): transcripts of the morning finance programme. */
export const FM_CATEGORY_ID = 19;

/** Strategy (策略): written by teachers; `locked` ones need the VIP内参 module. */
export const strategyArticles: (SeedArticle & { locked?: boolean })[] = [
  {
    categoryId: STRATEGY_CATEGORY_ID,
    title: '本周策略：震荡市里先控仓位，再谈进攻',
    description: '指数在区间内反复，成交量未能持续放大，仓位管理比选股更重要。',
    body: [
      '本周市场延续区间震荡，指数上有压力、下有支撑，成交额在万亿附近徘徊，增量资金入场意愿不强。',
      '## 仓位建议',
      '总仓位建议控制在五到六成，留出资金应对突发波动；单一行业不超过总仓位的三成。',
      '## 关注方向',
      '业绩确定性较高的消费龙头与现金流稳定的公用事业，可作为底仓；主题炒作品种以短线思路对待，不追高。',
      '以上为投资教育内容，不构成任何买卖建议，请结合自身风险承受能力决策。',
    ],
    pics: [cover('a-share')],
    teacher: 1,
    hoursAgo: 5,
    visits: 2310,
  },
  {
    categoryId: STRATEGY_CATEGORY_ID,
    title: '季报窗口期的选股思路：盯住现金流与预收款',
    description: '利润可以调节，现金流很难造假。季报期重点看经营现金流与合同负债的变化。',
    body: [
      '每到季报披露期，市场对业绩的反应往往比平时更剧烈。与其猜测利润数字，不如关注更难修饰的指标。',
      '## 经营现金流',
      '经营活动现金流净额持续低于净利润，说明利润含金量不足，需要警惕应收账款堆积。',
      '## 合同负债与预收款',
      '合同负债增长往往领先于收入确认，是判断下一阶段景气度的先行指标。',
      '选股时把这两项与毛利率变化结合起来看，能过滤掉相当一部分“纸面增长”。',
    ],
    teacher: 2,
    hoursAgo: 30,
    visits: 1876,
  },
  {
    categoryId: STRATEGY_CATEGORY_ID,
    title: '内参策略：下半年三条主线的仓位配比',
    description: '高股息、科技自主可控与出海制造的配比思路，以及各自的止损纪律。',
    body: [
      '下半年我们建议围绕三条主线构建组合：高股息打底、科技自主可控进攻、出海制造做弹性。',
      '## 配比',
      '高股息约四成、科技约三成、出海制造约两成，其余为现金，根据市场温度动态调整。',
      '## 纪律',
      '单只个股回撤超过百分之十二时减半仓，超过百分之二十离场；主线逻辑被证伪时无条件退出。',
    ],
    teacher: 3,
    hoursAgo: 52,
    visits: 3420,
    locked: true,
  },
  {
    categoryId: STRATEGY_CATEGORY_ID,
    title: '从融资余额看市场情绪：何时该谨慎',
    description: '融资余额创新高不一定是坏事，但与成交占比一起看，能提示情绪过热。',
    body: [
      '融资余额反映的是杠杆资金的规模。余额上升说明投资者愿意借钱买股，情绪偏乐观。',
      '## 融资买入占比',
      '当融资买入额占全市场成交的比例持续处于高位，说明杠杆资金主导行情，波动会明显放大。',
      '## 怎么用',
      '这一指标适合作为仓位的“温度计”：情绪越热，新增仓位越要克制，而不是据此预测明天的涨跌。',
    ],
    teacher: 4,
    hoursAgo: 96,
    visits: 1288,
  },
  {
    categoryId: STRATEGY_CATEGORY_ID,
    title: '内参策略：可转债的双低轮动怎么做',
    description: '价格低、溢价率低的转债轮动策略，每月调仓的规则与风险点。',
    body: [
      '双低策略是在价格与转股溢价率都较低的转债中选取一篮子标的，定期轮动。',
      '## 规则',
      '按“价格 + 溢价率×100”打分，选分数最低的二十只等权持有，每月调仓一次。',
      '## 风险',
      '需要剔除信用风险较高与临近强赎的品种，并控制单只转债不超过组合的百分之八。',
    ],
    teacher: 5,
    hoursAgo: 150,
    visits: 2045,
    locked: true,
  },
];

/** 财经早班车 (fm): transcripts of the morning audio programme. */
export const fmArticles: SeedArticle[] = [
  {
    categoryId: FM_CATEGORY_ID,
    title: '财经早班车｜隔夜外盘回顾与今日关注',
    description: '三分钟听懂隔夜美股、汇率与大宗商品，以及今天要关注的数据发布。',
    body: [
      '各位听众早上好，欢迎收听财经早班车。',
      '隔夜美股三大指数涨跌互现，科技股小幅回落；美元指数走强，离岸人民币小幅波动。',
      '今天上午将公布上月的制造业采购经理指数，市场普遍预期维持在荣枯线附近。',
      '本节目内容仅供投资者教育，不构成投资建议。',
    ],
    hoursAgo: 3,
    visits: 860,
  },
  {
    categoryId: FM_CATEGORY_ID,
    title: '财经早班车｜一文听懂降准对市场的影响',
    description: '降准释放多少流动性？对股市、债市和房贷分别意味着什么？',
    body: [
      '各位听众早上好。本期我们聊聊降准。',
      '降准是央行下调金融机构存款准备金率，银行可以放出更多资金用于贷款，属于总量型宽松工具。',
      '对股市而言，降准改善流动性预期；对债市而言，利率中枢往往下移；对房贷而言，影响需要看贷款市场报价利率是否跟随下调。',
    ],
    hoursAgo: 27,
    visits: 1320,
  },
];
