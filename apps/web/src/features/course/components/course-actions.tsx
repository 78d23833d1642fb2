import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@app/contract/course';
import { requireLogin } from '../../../lib/require-login';
import { useCourseToggle } from '../api/course-actions';
import styles from './course-detail.module.css';

/** Like (with count) and follow toggles; members only, visitors go to login. */
export function CourseActions({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const like = useCourseToggle(course.id, 'like');
  const follow = useCourseToggle(course.id, 'follow');
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={course.liked ? `${styles.action} ${styles.actionOn}` : styles.action}
        aria-pressed={course.liked}
        disabled={like.isPending}
        data-testid="course-like"
        onClick={() => requireLogin() && like.mutate()}
      >
        {t('watch.like')} {course.likes}
      </button>
      <button
        type="button"
        className={course.followed ? `${styles.action} ${styles.actionOn}` : styles.action}
        aria-pressed={course.followed}
        disabled={follow.isPending}
        data-testid="course-follow"
        onClick={() => requireLogin() && follow.mutate()}
      >
        {course.followed ? t('watch.followed') : t('watch.follow')}
      </button>
    </div>
  );
}
