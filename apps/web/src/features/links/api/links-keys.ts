export const linksKeys = {
  all: ['links'] as const,
  latestNews: () => [...linksKeys.all, 'latest-news'] as const,
  courses: () => [...linksKeys.all, 'courses'] as const,
};
