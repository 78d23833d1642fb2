import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

/** GET /api/article/get/info/{id}: a long-form article (sanitized HTML content). */
export async function getArticle(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  return getData<ArticleDetail>(`${Api.articleInfo}/${id}`, undefined, { signal });
}

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: newsKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: 5 * 60_000,
  });

export function useArticle(id: number | null) {
  return useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });
}
