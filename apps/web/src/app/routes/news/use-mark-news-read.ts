import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsDetail } from '@app/contract/news';
import { markReadInLists } from '../../../features/news-list/api/mark-read';
import { newsKeys } from '../../../features/news/api/news-keys';
import { saveNewsView } from '../../../features/news/api/save-news-view';

/**
 * Marks an opened article read once it is shown to a member who had not read it: the lists show it read
 * and the unread badges count again. Visitors have no read marks.
 */
export function useMarkNewsRead(news: NewsDetail | undefined, loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const id = news?.id;
  const unread = news !== undefined && !news.read;
  useEffect(() => {
    if (!loggedIn || id === undefined || !unread) return;
    saveNewsView(id)
      .then(() => {
        queryClient.setQueryData<NewsDetail>(newsKeys.detail(id), (item) => item && { ...item, read: true });
        markReadInLists(queryClient, id);
      })
      // A failed mark leaves the article unread; nothing to tell the reader.
      .catch(() => undefined);
  }, [id, unread, loggedIn, queryClient]);
}
