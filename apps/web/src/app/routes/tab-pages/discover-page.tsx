import '../../../i18n/register-member-center-catalog';
import '../../../i18n/register-watch-catalog';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { WatchPages } from '../../../lib/watch-pages';
import { useCourseList } from '../../../features/course/api/get-course-list';
import { CourseCard } from '../../../features/course/components/course-card';
import { useHomeInfo } from '../../../features/home/api/get-home-info';
import { useLiveRooms } from '../../../features/live/api/get-live-rooms';
import { RoomCard } from '../../../features/live/components/room-card';
import { DashboardSection } from './dashboard-section';
import styles from './tab-pages.module.css';

const PREVIEW = 4;

/**
 * /pages/page/index2/index, the second tab-bar page (labelled with the product name): discovery — the live
 * text rooms and the newest courses, each with a way to the full list.
 */
export function DiscoverPage() {
  const { t } = useTranslation();
  const name = useHomeInfo().data?.title || t('app.name');
  const rooms = useLiveRooms();
  const courses = useCourseList({});
  const roomRows = (rooms.data?.pages.flatMap((p) => p.rows) ?? []).slice(0, PREVIEW);
  const courseRows = (courses.data?.pages.flatMap((p) => p.rows) ?? []).slice(0, PREVIEW);

  return (
    <PageShell title={name}>
      <header className={styles.hero}>
        <h1 className={styles.brand}>{name}</h1>
        <p className={styles.greeting}>{t('tabPages.discoverTitle')}</p>
      </header>
      <DashboardSection
        title={t('tabPages.liveNow')}
        more={Pages.liveRooms}
        state={rooms}
        isEmpty={roomRows.length === 0}
        emptyText={t('tabPages.noRooms')}
        testId="discover-rooms"
      >
        {roomRows.map((room) => (
          <RoomCard key={room.id} room={room} onOpen={(id) => appNavigate(withQuery(Pages.chat, { id }))} />
        ))}
      </DashboardSection>
      <DashboardSection
        title={t('tabPages.courses')}
        more={WatchPages.courseList}
        state={courses}
        isEmpty={courseRows.length === 0}
        emptyText={t('tabPages.noCoursesAll')}
        testId="discover-courses"
      >
        {courseRows.map((item) => (
          <CourseCard key={item.id} item={item} />
        ))}
      </DashboardSection>
    </PageShell>
  );
}
