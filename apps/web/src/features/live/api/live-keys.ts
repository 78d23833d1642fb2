export interface LiveMessageFilter {
  liveId: number;
  categoryId: number;
  teacherIds: readonly number[];
}

export const liveKeys = {
  all: ['live'] as const,
  rooms: () => [...liveKeys.all, 'rooms'] as const,
  room: (id: number) => [...liveKeys.all, 'room', id] as const,
  categories: () => [...liveKeys.all, 'categories'] as const,
  teachers: (liveId: number) => [...liveKeys.all, 'teachers', liveId] as const,
  heats: (liveId: number) => [...liveKeys.all, 'heats', liveId] as const,
  top: (liveId: number, categoryId: number) => [...liveKeys.all, 'top', liveId, categoryId] as const,
  riskTip: () => [...liveKeys.all, 'risk-tip'] as const,
  ownReplied: (liveId: number, categoryId: number) =>
    [...liveKeys.all, 'own-replied', liveId, categoryId] as const,
  search: (query: object) => [...liveKeys.all, 'search', query] as const,
};
