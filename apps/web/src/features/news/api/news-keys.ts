export const newsKeys = {
  all: ['news'] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
  favorites: () => [...newsKeys.all, 'favorites'] as const,
  financeList: () => [...newsKeys.all, 'finance-list'] as const,
  article: (id: number) => [...newsKeys.all, 'article', id] as const,
};
