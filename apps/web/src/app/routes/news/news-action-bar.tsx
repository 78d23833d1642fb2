import { useState } from 'react';
import { HeartFill, HeartOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { NewsDetail } from '@app/contract/news';
import { CommentActionBar } from '../../../features/comments/components/comment-action-bar';
import { usePostComment } from '../../../features/comments/api/post-comment';
import { newsKeys } from '../../../features/news/api/news-keys';
import { useToggleNews, type NewsToggle } from '../../../features/news/api/toggle-news';

/** Bottom bar of an article: comment box, like and collect with counts. */
export function NewsActionBar({ news, loggedIn }: { news: NewsDetail; loggedIn: boolean }) {
  const { t } = useTranslation();
  // The article answers only whether the member collected it; the count comes with a toggle's answer.
  const [collectCount, setCollectCount] = useState<number | null>(null);
  const toggle = useToggleNews(news.id);
  const comment = usePostComment<NewsDetail>({
    target: 'news',
    targetId: news.id,
    detailKey: newsKeys.detail(news.id),
  });

  const press = (kind: NewsToggle) =>
    toggle.mutate(kind, {
      onSuccess: ({ result }) => {
        if (kind === 'collect') setCollectCount(result.count);
      },
    });

  return (
    <CommentActionBar
      testIdPrefix="news"
      loggedIn={loggedIn}
      comment={comment}
      toggles={[
        {
          testId: 'news-like',
          pressed: news.liked,
          icon: news.liked ? <HeartFill /> : <HeartOutline />,
          label: news.likes > 0 ? news.likes : t('content.like'),
          ariaLabel: t('content.like'),
          busy: toggle.isPending,
          onPress: () => press('like'),
        },
        {
          testId: 'news-collect',
          pressed: news.collected,
          icon: news.collected ? <StarFill /> : <StarOutline />,
          label:
            collectCount !== null && collectCount > 0
              ? collectCount
              : news.collected
                ? t('content.collected')
                : t('content.collect'),
          ariaLabel: t('content.collect'),
          busy: toggle.isPending,
          onPress: () => press('collect'),
        },
      ]}
    />
  );
}
