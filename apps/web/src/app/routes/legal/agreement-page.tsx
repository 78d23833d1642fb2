import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { agreementFor } from '../../../features/legal/components/agreement-content';
import styles from './agreement-page.module.css';

/** User agreement and privacy policy (static text, in the current language). */
export function AgreementPage() {
  const { t, i18n } = useTranslation();
  const doc = agreementFor(i18n.language);
  return (
    <PageShell title={t('agreement.title')} white>
      <article className={styles.doc}>
        <h1 className={styles.title}>{t('agreement.title')}</h1>
        <p className={styles.updated}>{doc.updated}</p>
        <p className={styles.paragraph}>{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </PageShell>
  );
}
