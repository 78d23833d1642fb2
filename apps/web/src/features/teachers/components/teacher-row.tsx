import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TeacherCard } from '@app/contract/teacher';
import { LazyImage } from '../../../components/lazy-image';
import styles from './teacher-row.module.css';

/** A teacher in the list: avatar, name, title, tags and follower count. */
export function TeacherRow({ teacher, onOpen }: { teacher: TeacherCard; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => onOpen(teacher.id)}>
        <span className={styles.avatar}>
          <LazyImage src={teacher.avatar} alt="" ratio={1} round />
        </span>
        <span className={styles.body}>
          <span className={styles.name}>
            {teacher.name}
            {teacher.followed ? <span className={styles.badge}>{t('teacher.following')}</span> : null}
          </span>
          <span className={styles.title}>{teacher.title}</span>
          {teacher.tags.length > 0 ? (
            <span className={styles.tags}>
              {teacher.tags.slice(0, 3).map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        <span className={styles.followers}>{t('teacher.followers', { count: teacher.followers })}</span>
        <RightOutline className={styles.arrow} />
      </button>
    </li>
  );
}
