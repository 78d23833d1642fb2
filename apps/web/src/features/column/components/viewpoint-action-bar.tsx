import { useState, type FormEvent } from 'react';
import { LikeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_CHARS } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import type { ViewpointDetail } from '@app/contract/news';
import { requireLogin } from '../../../lib/require-login';
import { showToast } from '../../../lib/toast';
import { usePostViewpointComment } from '../api/post-viewpoint-comment';
import { useToggleViewpointLike } from '../api/toggle-viewpoint-like';
import styles from './viewpoint-action-bar.module.css';

/**
 * Bottom bar of a viewpoint: comment box and like with its count. Visitors are sent to login (and come
 * back here) when they try either.
 */
export function ViewpointActionBar({
  viewpoint,
  loggedIn,
}: {
  viewpoint: ViewpointDetail;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const like = useToggleViewpointLike(viewpoint.id);
  const comment = usePostViewpointComment(viewpoint.id);

  const onLike = () => {
    if (!requireLogin() || like.isPending) return;
    like.mutate();
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
          data-testid="viewpoint-comment-input"
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
            data-testid="viewpoint-comment-send"
            disabled={comment.isPending}
          >
            {t('content.commentSend')}
          </button>
        ) : null}
      </form>
      <button
        type="button"
        className={`${styles.toggle} ${viewpoint.liked ? styles.active : ''}`}
        data-testid="viewpoint-like"
        aria-pressed={viewpoint.liked}
        aria-label={t('content.like')}
        onClick={onLike}
      >
        <LikeOutline aria-hidden="true" />
        <span>{viewpoint.likes > 0 ? viewpoint.likes : t('content.like')}</span>
      </button>
    </div>
  );
}
