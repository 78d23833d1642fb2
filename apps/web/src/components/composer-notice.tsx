import styles from './composer-parts.module.css';

interface ComposerNoticeProps {
  /** visitor: a button to log in; closed: a line saying comments are off. */
  mode: 'visitor' | 'closed';
  loginLabel: string;
  closedLabel: string;
  onLogin: () => void;
}

/** What a live room shows instead of its input when the caller may not write there. */
export function ComposerNotice({ mode, loginLabel, closedLabel, onLogin }: ComposerNoticeProps) {
  return mode === 'visitor' ? (
    <button type="button" className={styles.prompt} onClick={onLogin} data-testid="login-to-comment">
      {loginLabel}
    </button>
  ) : (
    <p className={styles.closed}>{closedLabel}</p>
  );
}
