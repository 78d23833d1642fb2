import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './risk-tip-notice.module.css';

/** Seconds the notice takes per character as it scrolls by: about 4 characters a second, as the kit's did. */
const SECONDS_PER_CHARACTER = 0.25;

/**
 * The room's risk notice (dictionary risk_tip) in one line, scrolling when it is longer than the line.
 * Whether it is longer is read from a ResizeObserver, after the browser has laid the room out: the UI kit's
 * notice bar measured it during the room's first render, a forced layout, and brought two small chunks
 * (its measuring hook and its icon) to the room's first load.
 */
export function RiskTipNotice({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  const line = useRef<HTMLDivElement>(null);
  const words = useRef<HTMLSpanElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = line.current;
    const content = words.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(content.offsetWidth > box.clientWidth));
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [text]);
  if (!text) return null;
  const content = `${t('live.riskTip')}：${text}`;
  return (
    <div className={styles.notice} role="note" data-testid="risk-tip">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 9.5v5h4l5 4v-13l-5 4H3z" fill="currentColor" />
        <path
          d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <div ref={line} className={styles.line}>
        <span
          className={scrolls ? `${styles.track} ${styles.scrolling}` : styles.track}
          style={scrolls ? { animationDuration: `${content.length * SECONDS_PER_CHARACTER}s` } : undefined}
        >
          <span ref={words}>{content}</span>
        </span>
      </div>
    </div>
  );
}
