import type { AdsFilter } from '../../../lib/get-ads';

export const linksKeys = {
  all: ['links'] as const,
  adPage: (filter: AdsFilter) => [...linksKeys.all, 'ad-page', filter] as const,
  latestNews: () => [...linksKeys.all, 'latest-news'] as const,
  courses: () => [...linksKeys.all, 'courses'] as const,
};
