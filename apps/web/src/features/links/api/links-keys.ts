import type { AdsFilter } from '../../../lib/get-ads';

export interface CfqNewsFilter {
  categoryId?: number | undefined;
  title?: string | undefined;
}

export const linksKeys = {
  all: ['links'] as const,
  adPage: (filter: AdsFilter) => [...linksKeys.all, 'ad-page', filter] as const,
  newsCategories: () => [...linksKeys.all, 'news-categories'] as const,
  news: (filter: CfqNewsFilter) => [...linksKeys.all, 'news', filter] as const,
  latestNews: () => [...linksKeys.all, 'latest-news'] as const,
  courses: () => [...linksKeys.all, 'courses'] as const,
};
