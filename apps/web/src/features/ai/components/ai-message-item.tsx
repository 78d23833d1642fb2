import { useTranslation } from 'react-i18next';
import { AI_NOTICE_SUFFIX, AiText, type AiCitation } from '@app/contract/ai';
import { copyText } from '../../../lib/copy-text';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess, showToast } from '../../../lib/toast';
import type { ChatItem } from '../hooks/use-ai-chat';
import { AiMarkdown } from './ai-markdown';
import styles from './ai-chat.module.css';

/** The answer's own text: the notice the server closes it with is shown (and copied) as the footer. */
export const answerBody = (content: string) =>
  content.endsWith(AI_NOTICE_SUFFIX) ? content.slice(0, -AI_NOTICE_SUFFIX.length) : content;

/** While an answer is written, a link still being typed at its end waits until it is whole. */
const withoutOpenLink = (text: string) => text.replace(/\*{0,2}\[[^\]\n]*(\]\([^)\s]*)?$/, '');

function Citations({ citations }: { citations: AiCitation[] }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <div className={styles.sources} data-testid="ai-citations">
      <p className={styles.sourcesTitle}>{t('ai.sources')}</p>
      <ol className={styles.sourceList}>
        {citations.map((c) => (
          <li key={`${c.kind}:${c.id}`}>
            <a
              href={c.url}
              onClick={(event) => {
                event.preventDefault();
                appNavigate(c.url);
              }}
            >
              <span className={styles.sourceKind}>{t(`ai.kind.${c.kind}`)}</span>
              {c.title}
              {c.locked ? <span className={styles.locked}>{t('ai.lockedSource')}</span> : null}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function AiMessageItem({
  item,
  canRegenerate,
  onRegenerate,
}: {
  item: ChatItem;
  canRegenerate: boolean;
  onRegenerate: () => void;
}) {
  const { t } = useTranslation();
  if (item.role === 'user') {
    return (
      <div className={styles.userRow}>
        <p className={styles.userBubble}>{item.content}</p>
      </div>
    );
  }
  const streaming = item.status === 'streaming';
  const body = streaming ? withoutOpenLink(item.content) : answerBody(item.content);
  const copy = async () => {
    // The AI label and the notice travel with a copied answer (labelling rules, REFERENCE §7.4).
    const ok = await copyText(`【${AiText.label}】\n${body}\n\n${AiText.notice}`);
    if (ok) showSuccess(t('ai.copied'));
    else showToast(t('ai.copyFailed'));
  };
  return (
    <article
      className={styles.answer}
      data-testid="ai-answer"
      data-status={item.status}
      aria-busy={streaming}
    >
      <span className={styles.label}>{t('ai.label')}</span>
      {body ? (
        <AiMarkdown text={body} />
      ) : streaming ? (
        <p className={styles.thinking}>{t('ai.thinking')}</p>
      ) : null}
      {streaming && body ? <span className={styles.cursor} aria-hidden /> : null}
      {item.status === 'stopped' ? <p className={styles.note}>{t('ai.stopped')}</p> : null}
      {item.status === 'length' ? <p className={styles.note}>{t('ai.lengthCut')}</p> : null}
      {item.status === 'error' ? (
        <p className={styles.error} role="alert">
          {item.error || t('ai.failed')}
        </p>
      ) : null}
      <Citations citations={item.citations} />
      <p className={styles.notice} data-testid="ai-notice">
        {AiText.notice}
      </p>
      {streaming ? null : (
        <div className={styles.actions}>
          <button type="button" onClick={() => void copy()}>
            {t('ai.copy')}
          </button>
          {canRegenerate ? (
            <button type="button" onClick={onRegenerate}>
              {t('ai.regenerate')}
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}
