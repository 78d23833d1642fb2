import { useState, type FormEvent } from 'react';
import { HeartFill, HeartOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_CHARS } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import type { NewsDetail } from '@app/contract/news';
import { requireLogin } from '../../../lib/require-login';
import { showToast } from '../../../lib/toast';
import { usePostNewsComment } from '../api/post-news-comment';
import { useToggleNews, type NewsToggle } from '../api/toggle-news';
import styles from './news-action-bar.module.css';

/**
 * Bottom bar of an article: comment box, like and collect with counts. Visitors are sent to login
 * (and come back here) when they try any of them.
 */
export function NewsActionBar({ news, loggedIn }: { news: NewsDetail; loggedIn: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // The article answers only whether the member collected it; the count comes with a toggle's answer.
  const [collectCount, setCollectCount] = useState<number | null>(null);
  const toggle = useToggleNews(news.id);
  const comment = usePostNewsComment(news.id);

  const onToggle = (kind: NewsToggle) => {
    if (!requireLogin() || toggle.isPending) return;
    toggle.mutate(kind, {
      onSuccess: ({ result }) => {
        if (kind === 'collect') setCollectCount(result.count);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!requireLogin() || comment.isPending) return;
    const content = text.trim();
    if (!content) {
      showToast(ContentMsg.commentEmpty);
      return;
    }
    comment.mutate(content, { onSuccess: () => setText('') });
  };

  return (
    <div className={styles.bar}>
      <form className={styles.form} onSubmit={onSubmit}>
        <input
          className={styles.input}
          data-testid="news-comment-input"
          value={text}
          maxLength={COMMENT_MAX_CHARS}
          placeholder={loggedIn ? t('content.commentPlaceholder') : t('content.commentLoginHint')}
          aria-label={t('content.comments')}
          readOnly={!loggedIn}
          onFocus={(event) => {
            if (!loggedIn) {
              event.currentTarget.blur();
              requireLogin();
            }
          }}
          onChange={(event) => setText(event.target.value)}
        />
        {loggedIn && text.trim() ? (
          <button
            type="submit"
            className={styles.send}
            data-testid="news-comment-send"
            disabled={comment.isPending}
          >
            {t('content.commentSend')}
          </button>
        ) : null}
      </form>
      <button
        type="button"
        className={`${styles.toggle} ${news.liked ? styles.active : ''}`}
        data-testid="news-like"
        aria-pressed={news.liked}
        onClick={() => onToggle('like')}
      >
        {news.liked ? <HeartFill /> : <HeartOutline />}
        <span>{news.likes > 0 ? news.likes : t('content.like')}</span>
      </button>
      <button
        type="button"
        className={`${styles.toggle} ${news.collected ? styles.active : ''}`}
        data-testid="news-collect"
        aria-pressed={news.collected}
        onClick={() => onToggle('collect')}
      >
        {news.collected ? <StarFill /> : <StarOutline />}
        <span>
          {collectCount !== null && collectCount > 0
            ? collectCount
            : news.collected
              ? t('content.collected')
              : t('content.collect')}
        </span>
      </button>
    </div>
  );
}
