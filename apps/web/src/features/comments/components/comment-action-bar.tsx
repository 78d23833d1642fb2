import '../../../i18n/register-content-catalog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_CHARS } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import { requireLogin } from '../../../lib/require-login';
import { showToast } from '../../../lib/toast';
import styles from './comment-action-bar.module.css';

/** One icon button beside the comment box (like, collect, ...). */
export interface ActionToggle {
  testId: string;
  pressed: boolean;
  icon: ReactNode;
  /** Under the icon: a count, or the action's name. */
  label: ReactNode;
  /** The action's name, for when the label is a count: the button is then named by both. */
  ariaLabel?: string;
  /** While its call is under way, further presses are ignored. */
  busy: boolean;
  onPress: () => void;
}

/** The feature's comment mutation: sends the text, calls onSuccess once the server took it. */
export interface CommentPost {
  isPending: boolean;
  mutate: (content: string, options: { onSuccess: () => void }) => void;
}

interface CommentActionBarProps {
  /** Names the box's test ids: `{testIdPrefix}-comment-input` and `-comment-send`. */
  testIdPrefix: string;
  loggedIn: boolean;
  comment: CommentPost;
  toggles: ActionToggle[];
}

/**
 * Bottom bar of a detail page: a comment box and the given toggles. Visitors are sent to login (and come
 * back here) when they try any of them. It keeps the room it covers at the end of the page.
 */
export function CommentActionBar({ testIdPrefix, loggedIn, comment, toggles }: CommentActionBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');

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
    <>
      <div className={styles.room} />
      <div className={styles.bar}>
        <form className={styles.form} onSubmit={onSubmit}>
          <input
            className={styles.input}
            data-testid={`${testIdPrefix}-comment-input`}
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
              data-testid={`${testIdPrefix}-comment-send`}
              disabled={comment.isPending}
            >
              {t('content.commentSend')}
            </button>
          ) : null}
        </form>
        {toggles.map((toggle) => (
          <button
            key={toggle.testId}
            type="button"
            className={`${styles.toggle} ${toggle.pressed ? styles.active : ''}`}
            data-testid={toggle.testId}
            aria-pressed={toggle.pressed}
            aria-label={
              toggle.ariaLabel && typeof toggle.label === 'number'
                ? t('common.countedAction', { action: toggle.ariaLabel, count: toggle.label })
                : undefined
            }
            onClick={() => {
              if (!requireLogin() || toggle.busy) return;
              toggle.onPress();
            }}
          >
            {toggle.icon}
            <span>{toggle.label}</span>
          </button>
        ))}
      </div>
    </>
  );
}
