export interface NewsListFilter {
  categoryId?: number;
  title?: string;
}

export const newsKeys = {
  all: ['news'] as const,
  categories: () => [...newsKeys.all, 'categories'] as const,
  list: (filter: NewsListFilter) => [...newsKeys.all, 'list', filter] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
  comments: (id: number) => [...newsKeys.all, 'comments', id] as const,
  favorites: () => [...newsKeys.all, 'favorites'] as const,
  article: (id: number) => [...newsKeys.all, 'article', id] as const,
};
