import '../../../i18n/register-links-catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdModal } from '../../../features/ads/components/ad-modal';
import { CourseCard } from '../../../features/course/components/course-card';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { usePopupAd } from '../../../features/ads/api/get-popup-ad';
import { cfqCoursesQueryOptions, useCfqCourses } from '../../../features/links/api/get-cfq-courses';
import { NoticeStrip } from '../../../features/links/components/notice-strip';
import { HeadingScope } from '../../../components/heading-level';
import styles from './links-pages.module.css';

/**
 * Wealth classroom (SPEC §2 "a notice/course list with a centered pop-up ad"): the newest headlines as a
 * notice strip, then every course; on entering, the pop-up ad is shown once until dismissed.
 */
export function CfqCoursePage() {
  const { t } = useTranslation();
  const courses = useCfqCourses();
  const popup = usePopupAd();
  // Once per visit: leaving and coming back shows it again; closing hides it for this visit.
  const [dismissed, setDismissed] = useState(false);

  return (
    <PageShell title={t('links.cfqCourseTitle')}>
      <NoticeStrip />
      <h2 className={styles.sectionTitle}>{t('links.courseSection')}</h2>
      <HeadingScope>
        <PagedList
          query={courses}
          queryKey={cfqCoursesQueryOptions().queryKey}
          renderItem={(item) => <CourseCard item={item} />}
          itemKey={(item) => item.id}
          emptyTitle={t('links.courseEmpty')}
          errorTitle={t('links.courseFailed')}
        />
      </HeadingScope>
      {popup.data && !dismissed ? <AdModal ad={popup.data} onClose={() => setDismissed(true)} /> : null}
    </PageShell>
  );
}
