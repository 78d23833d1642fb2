import type { Board, Security } from '@app/contract/markets';

/** A security of the simulated market with the parameters of its price model. */
export interface SimSecurity extends Security {
  /** Close on the model's first day, in fen. */
  baseFen: number;
  /** Annual volatility and drift. */
  sigma: number;
  mu: number;
}

const stock = (
  code: string,
  name: string,
  sector: string,
  baseYuan: number,
  sigma: number,
  mu: number,
  opts: { st?: boolean } = {},
): SimSecurity => {
  const board: Board = code.startsWith('688') ? 'star' : code.startsWith('300') ? 'chinext' : 'main';
  return {
    code,
    name,
    exchange: code.startsWith('6') ? 'SH' : 'SZ',
    board,
    st: opts.st ?? false,
    isIndex: false,
    sector,
    baseFen: Math.round(baseYuan * 100),
    sigma,
    mu,
  };
};

/** The benchmark of every race: the CSI 300 index (points × 100 kept in the fen field). */
export const BENCHMARK_CODE = '000300';

/**
 * Simulated instruments: well-known A-share names and codes across boards and sectors, so the rules (board
 * limits, ST) can be tried. Prices are produced by the model, not taken from the real market.
 */
export const SIM_SECURITIES: readonly SimSecurity[] = [
  {
    code: BENCHMARK_CODE,
    name: '沪深300',
    exchange: 'SH',
    board: 'main',
    st: false,
    isIndex: true,
    sector: '指数',
    baseFen: 343_100,
    sigma: 0.18,
    mu: 0.04,
  },
  stock('600519', '贵州茅台', '白酒', 1685, 0.24, 0.05),
  stock('000858', '五粮液', '白酒', 141, 0.3, 0.02),
  stock('601318', '中国平安', '金融', 41.5, 0.28, 0.06),
  stock('600036', '招商银行', '金融', 29.8, 0.24, 0.08),
  stock('000001', '平安银行', '金融', 9.3, 0.26, 0.03),
  stock('600030', '中信证券', '金融', 20.6, 0.32, 0.06),
  stock('300059', '东方财富', '金融', 12.9, 0.42, 0.08),
  stock('000333', '美的集团', '家电', 57.2, 0.27, 0.1),
  stock('000651', '格力电器', '家电', 36.1, 0.27, 0.06),
  stock('600900', '长江电力', '公用事业', 23.4, 0.18, 0.1),
  stock('601899', '紫金矿业', '有色', 12.6, 0.35, 0.12),
  stock('600887', '伊利股份', '食品', 26.5, 0.25, 0.02),
  stock('601888', '中国中免', '消费', 98.7, 0.4, -0.05),
  stock('600276', '恒瑞医药', '医药', 44.2, 0.33, 0.08),
  stock('300760', '迈瑞医疗', '医药', 292, 0.3, -0.02),
  stock('002594', '比亚迪', '汽车', 196, 0.38, 0.12),
  stock('300750', '宁德时代', '新能源', 160, 0.42, 0.1),
  stock('601012', '隆基绿能', '新能源', 23.3, 0.45, -0.05),
  stock('002415', '海康威视', '科技', 31.5, 0.32, 0.04),
  stock('688981', '中芯国际', '半导体', 42.3, 0.45, 0.12),
  stock('688041', '海光信息', '半导体', 66.5, 0.5, 0.15),
  stock('688111', '金山办公', '软件', 299, 0.45, 0.06),
  stock('300124', '汇川技术', '科技', 61.3, 0.36, 0.08),
  stock('600048', '保利发展', '地产', 10.6, 0.35, -0.05),
  stock('600600', '青岛啤酒', '食品', 70.4, 0.29, 0.01),
  stock('600268', 'ST国电', '公用事业', 3.86, 0.45, -0.02, { st: true }),
  stock('000615', '*ST美谷', '消费', 2.15, 0.55, -0.08, { st: true }),
];

const byCode = new Map(SIM_SECURITIES.map((s) => [s.code, s]));
export const simSecurity = (code: string): SimSecurity | undefined => byCode.get(code);
