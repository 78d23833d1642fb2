import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { ArticleDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

/** GET /api/article/get/info/{id}: a long-form article (sanitized HTML content). */
export async function getArticle(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  const body = await request<DataEnvelope<ArticleDetail>>({
    url: `${Api.articleInfo}/${id}`,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.data;
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
