import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { postToggle } from '../../../lib/post-toggle';
import { showSuccess } from '../../../lib/toast';
import { newsKeys } from './news-keys';

export type NewsToggle = 'like' | 'collect';

/** POST /api/news/like or /api/news/favorite: toggles the member's state; answers the new state and count. */
export const toggleNews = (kind: NewsToggle, newsId: number) =>
  postToggle(kind === 'like' ? Api.newsLike : Api.newsFavorite, { newsId });

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
