import { Pages } from '@app/contract/pages';
import type { Teacher } from '@app/contract/teacher';
import { LazyImage } from '../../../components/lazy-image';
import { appNavigate, withQuery } from '../../../lib/navigation';
import styles from './teacher-cards.module.css';

/** 名师团队: a horizontally scrolling row of teacher cards; a card opens the teacher's page. */
export function TeacherCards({ teachers }: { teachers: readonly Teacher[] }) {
  return (
    <ul className={styles.row}>
      {teachers.map((teacher) => (
        <li key={teacher.id}>
          <button
            type="button"
            className={styles.card}
            onClick={() => appNavigate(withQuery(Pages.teacherDetail, { id: teacher.id }))}
          >
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
          </button>
        </li>
      ))}
    </ul>
  );
}
