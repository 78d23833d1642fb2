import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveMessage } from '@app/contract/live';
import { RichText } from '../../../components/rich-text';
import { authorName } from '@app/contract/author-name';
import { htmlToText } from '../../../lib/message-html';
import { openImage } from './open-image';
import styles from './room.module.css';

/** Pinned messages above the list: the newest one in a line, all of them when expanded. */
export function TopMessages({ messages }: { messages: readonly LiveMessage[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (messages.length === 0) return null;
  const first = messages[0]!;
  return (
    <section className={styles.top} data-testid="top-messages" aria-label={t('live.topMessages')}>
      <div className={styles.topHead}>
        <span className={styles.topTag}>{t('live.topMessages')}</span>
        {open ? null : (
          <span className={styles.topLine}>
            {authorName(first)}：{htmlToText(first.content) || t('liveMsg.imageTag')}
          </span>
        )}
        <button
          type="button"
          className={styles.topToggle}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('liveMsg.collapse') : t('liveMsg.expand')}
        </button>
      </div>
      {open ? (
        <ol className={styles.topList}>
          {messages.map((msg) => (
            <li key={msg.id} className={styles.topItem}>
              <span className={styles.topAuthor}>{authorName(msg) || t('msg.nameMissing')}</span>
              <RichText html={msg.content} placeholderLines={1} onImageClick={openImage} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
