export const marketKeys = {
  all: ['markets'] as const,
  categories: () => [...marketKeys.all, 'categories'] as const,
  races: (categoryId: number | null) => [...marketKeys.all, 'races', categoryId] as const,
  race: (id: number) => [...marketKeys.all, 'race', id] as const,
  /** Everything that changes when a portfolio of the race trades (ranking, portfolio, chart, trades). */
  raceLive: (id: number) => [...marketKeys.all, 'race', id, 'live'] as const,
  ranking: (id: number) => [...marketKeys.raceLive(id), 'ranking'] as const,
  portfolio: (id: number, participantId: number | null) =>
    [...marketKeys.raceLive(id), 'portfolio', participantId] as const,
  trades: (id: number, participantId: number | null) =>
    [...marketKeys.raceLive(id), 'trades', participantId] as const,
  chart: (id: number, participantId: number | null) =>
    [...marketKeys.raceLive(id), 'chart', participantId] as const,
  search: (keyword: string) => [...marketKeys.all, 'search', keyword] as const,
  security: (code: string) => [...marketKeys.all, 'security', code] as const,
  bonds: () => [...marketKeys.all, 'bonds'] as const,
  bond: (id: number) => [...marketKeys.all, 'bond', id] as const,
  pools: () => [...marketKeys.all, 'pools'] as const,
  poolEntries: (poolId: number | null) => [...marketKeys.all, 'pool-entries', poolId] as const,
};
