// Kept apart from the schemas of markets.ts: a page that shows one of these texts then loads no zod.

export const MarketMsg = {
  simulated: '模拟行情',
  /** The finance calendar's made-up events (the demo seed). */
  simulatedEvents: '模拟数据',
  oddLot: '买入数量须为100股的整数倍',
  oddLotSell: '卖出零股须一次卖出全部零股',
  beyondSellable: (n: number) => `可卖数量不足（今日买入的股票下一交易日才能卖出，当前可卖 ${n} 股）`,
  limitUp: '该股票已涨停，无法买入',
  limitDown: '该股票已跌停，无法卖出',
  noCash: '可用资金不足',
  closed: '当前不在交易时间（交易日 9:30–11:30、13:00–15:00）',
  notJoined: '您尚未参加该比赛',
  raceNotOpen: '比赛未在进行中',
  raceEnded: '比赛已结束',
  alreadyJoined: '您已参加该比赛',
  unknownCode: '未找到该证券',
  nothingHeld: '未持有该股票',
  bought: '买入成交',
  sold: '卖出成交',
  joined: '报名成功',
} as const;
