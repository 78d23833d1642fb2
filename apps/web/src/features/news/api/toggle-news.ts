import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToggleResult } from '@app/contract/content';
import type { DataEnvelope } from '@app/contract/envelope';
import type { NewsDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { newsKeys } from './news-keys';

export type NewsToggle = 'like' | 'collect';

/** POST /api/news/like or /api/news/favorite: toggles the member's state; answers the new state and count. */
export async function toggleNews(
  kind: NewsToggle,
  newsId: number,
): Promise<{ result: ToggleResult; msg: string }> {
  const body = await request<DataEnvelope<ToggleResult> & { msg: string }>({
    url: kind === 'like' ? Api.newsLike : Api.newsFavorite,
    method: 'POST',
    data: { newsId },
    loading: false,
  });
  return { result: body.data, msg: body.msg };
}

/** Updates the article in place with the server's answer; a collect change also refreshes the collection. */
export function useToggleNews(newsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: NewsToggle) => toggleNews(kind, newsId),
    onSuccess: ({ result, msg }, kind) => {
      queryClient.setQueryData<NewsDetail>(newsKeys.detail(newsId), (news) => {
        if (!news) return news;
        return kind === 'like'
          ? { ...news, liked: result.active, likes: result.count }
          : { ...news, collected: result.active };
      });
      if (kind === 'collect') void queryClient.invalidateQueries({ queryKey: newsKeys.favorites() });
      showSuccess(msg);
    },
  });
}
