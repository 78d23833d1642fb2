import { FileOutline, MessageOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { appNavigate, withQuery } from '../../../lib/navigation';
import styles from './column-entries.module.css';

/** The teacher's columns: all of their news (by category) and their viewpoints. */
export function ColumnEntries({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation();
  const entries = [
    {
      key: 'news',
      label: t('column.teacherNewsEntry'),
      icon: <FileOutline aria-hidden="true" />,
      to: withQuery(Pages.teacherNewsList, { teacherId }),
    },
    {
      key: 'viewpoints',
      label: t('column.viewpointsEntry'),
      icon: <MessageOutline aria-hidden="true" />,
      to: withQuery(Pages.viewpointList, { teacherId }),
    },
  ];
  return (
    <nav className={styles.entries} aria-label={t('column.entriesTitle')} data-testid="teacher-columns">
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className={styles.entry}
          data-testid={`teacher-column-${entry.key}`}
          onClick={() => appNavigate(entry.to)}
        >
          <span className={styles.icon}>{entry.icon}</span>
          <span className={styles.label}>{entry.label}</span>
          <RightOutline className={styles.arrow} aria-hidden="true" />
        </button>
      ))}
    </nav>
  );
}
