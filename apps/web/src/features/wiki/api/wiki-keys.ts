export const wikiKeys = {
  all: ['wiki'] as const,
  list: () => [...wikiKeys.all, 'list'] as const,
  detail: (id: number) => [...wikiKeys.all, 'detail', id] as const,
};
