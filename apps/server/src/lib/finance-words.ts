/**
 * Finance terms jieba's general dictionary splits or does not know (it cuts 市销率 into 市/销率 and K线 into
 * K/线). Added to the segmenter with a high frequency so each stays one word in questions and in our content.
 * Latin letters are upper case: text is upper-cased before it is cut (see zh-segment.ts).
 */
export const FINANCE_WORDS: readonly string[] = [
  // valuation
  '市盈率', '市净率', '市销率', '市现率', '净资产收益率', '股息率', '派息率', '每股收益', '每股净资产',
  '总市值', '流通市值', '毛利率', '净利率', '资产负债率', '自由现金流', '破净', '估值',
  // charts and indicators
  'K线', '日K', '周K', '月K', '阳线', '阴线', '上影线', '下影线', '均线', '均价线', '金叉', '死叉',
  'MACD', 'KDJ', 'RSI', 'BOLL', '布林线', '布林带', '成交量', '成交额', '换手率', '量比', '支撑位', '压力位',
  '阻力位', '缺口', '跳空缺口', '分时图', '振幅', '超买', '超卖', '背离', '顶背离', '底背离',
  // orders and A-share rules
  'T+1', 'T+0', '涨跌停', '涨停', '跌停', '涨跌幅', '集合竞价', '连续竞价', '印花税', '佣金', '过户费',
  '手续费', '科创板', '创业板', '北交所', '主板', '开户门槛', '限价委托', '市价委托', '除权除息', '除权',
  '除息', '复权', '停牌', '复牌', '融资融券', '两融', '零股',
  // funds
  '公募基金', '基金净值', '单位净值', '累计净值', 'ETF', 'LOF', 'QDII', '指数基金', '基金定投', '定投',
  '微笑曲线', '申购', '赎回', '赎回费', '申购费', '货币基金', '管理费', '托管费',
  // bonds and convertibles
  '可转债', '转债', '转股价', '转股价值', '转股溢价率', '溢价率', '纯债价值', '纯债溢价率', '到期收益率',
  '强制赎回', '强赎', '回售', '下修', '久期', '国债逆回购', '逆回购', '票面利率', '双低',
  // risk
  '仓位', '仓位管理', '止损', '止盈', '分散投资', '杠杆', '最大回撤', '回撤', '风险承受能力',
  '系统性风险', '夏普比率', '复利', '资产配置', '再平衡',
];

/**
 * How questions say what our content words differently: a question word also matches these (as one word of
 * the question, not extra ones). Kept short: each pair is one a member's question and an entry really differ by.
 */
export const QUESTION_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  今天: ['当天', '当日'],
  买: ['买入'],
  卖: ['卖出'],
  最少: ['至少'],
  几点: ['时间'],
  手续费: ['佣金', '过户费', '印花税'],
  费用: ['佣金', '过户费', '印花税'],
  pe: ['市盈率'],
  pb: ['市净率'],
  ps: ['市销率'],
  eps: ['每股收益'],
  ma: ['均线'],
  boll: ['布林线'],
  两融: ['融资融券'],
};
