import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { appNavigate } from '../../../lib/navigation';
import styles from './auth-links.module.css';

interface AuthLinksProps {
  links: readonly { label: string; to: string }[];
}

/** Switches between the login pages (replace: the back button leaves the login flow). */
export function AuthLinks({ links }: AuthLinksProps) {
  return (
    <div className={styles.links}>
      {links.map((link) => (
        <button
          key={link.to}
          type="button"
          className={styles.link}
          onClick={() => appNavigate(link.to, 'redirectTo')}
        >
          {link.label}
        </button>
      ))}
    </div>
  );
}

export function AgreementLine() {
  const { t } = useTranslation();
  return (
    <p className={styles.agreement}>
      {t('auth.agreementPrefix')}
      <button type="button" className={styles.agreementLink} onClick={() => appNavigate(Pages.agreement)}>
        {t('auth.agreementLink')}
      </button>
    </p>
  );
}
