import { useTranslation } from 'react-i18next';
import type { AiInfo } from '@app/contract/ai';
import { Pages } from '@app/contract/pages';
import { appNavigate } from '../../../lib/navigation';
import styles from './ai-chat.module.css';

/** The empty conversation: who answers, and questions to start with. */
export function AiWelcome({
  info,
  onPick,
}: {
  info: AiInfo | undefined;
  onPick: (question: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.welcome}>
      <h2 className={styles.welcomeTitle}>{t('ai.welcome')}</h2>
      <p className={styles.welcomeText}>
        {info?.mode === 'ollama' ? t('ai.welcomeModel') : t('ai.welcomeBuiltin')}
      </p>
      {info ? (
        <>
          <p className={styles.suggestionsTitle}>{t('ai.suggestionsTitle')}</p>
          <div className={styles.suggestions}>
            {info.suggestions.map((q) => (
              <button key={q} type="button" className={styles.suggestion} onClick={() => onPick(q)}>
                {q}
              </button>
            ))}
          </div>
        </>
      ) : null}
      <a
        className={styles.wikiLink}
        href={Pages.wikiList}
        onClick={(event) => {
          event.preventDefault();
          appNavigate(Pages.wikiList);
        }}
      >
        {t('ai.toWiki')}
      </a>
    </section>
  );
}
