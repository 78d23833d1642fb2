import type { Teacher } from '@app/contract/teacher';
import { LazyImage } from '../../../components/lazy-image';
import styles from './teacher-cards.module.css';

/** 名师团队: a horizontally scrolling row of teacher cards. */
export function TeacherCards({ teachers }: { teachers: readonly Teacher[] }) {
  return (
    <ul className={styles.row}>
      {teachers.map((teacher) => (
        <li key={teacher.id} className={styles.card}>
          <span className={styles.avatar}>
            <LazyImage src={teacher.avatar} alt={teacher.name} ratio={1} round />
          </span>
          <span className={styles.name}>{teacher.name}</span>
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
        </li>
      ))}
    </ul>
  );
}
