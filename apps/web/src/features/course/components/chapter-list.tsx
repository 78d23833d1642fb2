import { useTranslation } from 'react-i18next';
import type { CourseChapter, CourseSection } from '@app/contract/course';
import { formatDuration } from '../../../lib/format-duration';
import { useHeadingTag } from '../../../components/heading-level';
import styles from './course-detail.module.css';

interface ChapterListProps {
  sections: CourseSection[];
  activeId: number | null;
  onChoose: (chapter: CourseChapter) => void;
}

/** Sections and their chapters; the playing one is marked, saved positions are shown. */
export function ChapterList({ sections, activeId, onChoose }: ChapterListProps) {
  const { t } = useTranslation();
  const Heading = useHeadingTag();
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.id} className={styles.section}>
          <Heading className={styles.sectionTitle}>{section.title}</Heading>
          <ul className={styles.chapters}>
            {section.chapters.map((chapter) => {
              const active = chapter.id === activeId;
              return (
                <li key={chapter.id}>
                  <button
                    type="button"
                    className={active ? `${styles.chapter} ${styles.chapterActive}` : styles.chapter}
                    aria-current={active ? 'true' : undefined}
                    disabled={!chapter.videoUrl}
                    data-testid="chapter-item"
                    onClick={() => onChoose(chapter)}
                  >
                    <span className={styles.chapterTitle}>
                      {active ? <span className={styles.playing}>{t('watch.learning')}</span> : null}
                      {chapter.title}
                    </span>
                    <span className={styles.chapterMeta}>
                      {chapter.position > 0
                        ? t('watch.resumeAt', { time: formatDuration(chapter.position) })
                        : formatDuration(chapter.duration)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
