import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import type { TeacherDetail } from '@app/contract/teacher-info';
import { DetailState } from '../../../components/detail-state';
import { LazyImage } from '../../../components/lazy-image';
import { PageShell } from '../../../components/page-shell';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { WatchPages } from '../../../lib/watch-pages';
import { useTeacherDetail } from '../../../features/teachers/api/get-teacher-detail';
import { useTeacherTextRooms } from '../../../features/teachers/api/get-teacher-text-rooms';
import { AdStrip } from '../../../features/ads/components/ad-strip';
import { ColumnEntries } from '../../../features/teachers/components/column-entries';
import { FollowButton } from '../../../features/teachers/components/follow-button';
import {
  CourseCards,
  LiveRoomCards,
  NewsRows,
  Section,
  TextRoomCards,
} from '../../../features/teachers/components/teacher-sections';
import styles from './teacher-pages.module.css';
import '../../../i18n/register-content-catalog';
import '../../../i18n/register-column-catalog';
import '../../../i18n/register-chat-catalog';
import { positiveId } from '../../../lib/positive-id';

interface TeacherDetailPageProps {
  canOpen?: (url: string) => boolean;
}

/** A teacher's page: avatar, introduction, follow, ads, their courses, news and live rooms. */
export function TeacherDetailPage({ canOpen = () => false }: TeacherDetailPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useTeacherDetail(id);

  return (
    <PageShell title={t('teacher.detailTitle')} documentTitle={query.data?.name}>
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('teacher.notFound')}
        back={{ label: t('teacher.listTitle'), to: Pages.teacherList }}
        extraSkeletonLines={6}
      >
        {(teacher) => <TeacherBody teacher={teacher} canOpen={canOpen} />}
      </DetailState>
    </PageShell>
  );
}

function TeacherBody({ teacher, canOpen }: { teacher: TeacherDetail; canOpen: (url: string) => boolean }) {
  const { t } = useTranslation();
  const textRooms = useTeacherTextRooms(teacher.id).data ?? [];
  // Courses and live rooms link only to pages this build renders.
  const opener = (page: string) =>
    canOpen(page) ? (id: number) => appNavigate(withQuery(page, { id })) : undefined;
  return (
    <>
      <header className={styles.header}>
        <span className={styles.avatar}>
          <LazyImage src={teacher.avatar} alt={teacher.name} ratio={1} round />
        </span>
        <div className={styles.identity}>
          <h1 className={styles.name}>{teacher.name}</h1>
          <p className={styles.title}>{teacher.title}</p>
          <p className={styles.followers} data-testid="teacher-followers">
            {t('teacher.followers', { count: teacher.followers })}
          </p>
        </div>
        <FollowButton teacherId={teacher.id} followed={teacher.followed} />
        <Button
          size="small"
          shape="rounded"
          onClick={() => appNavigate(withQuery(Pages.messageDetail, { teacherId: teacher.id }))}
          data-testid="teacher-message"
        >
          {t('chat.open')}
        </Button>
      </header>
      <Section title={t('teacher.introduction')}>
        {teacher.tags.length > 0 ? (
          <p className={styles.tags}>
            {teacher.tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                {tag}
              </span>
            ))}
          </p>
        ) : null}
        <p className={styles.description}>{teacher.description}</p>
      </Section>
      <ColumnEntries teacherId={teacher.id} />
      <AdStrip teacherId={teacher.id} />
      <Section title={t('teacher.courses')} testId="teacher-courses">
        {teacher.courses.length > 0 ? (
          <CourseCards items={teacher.courses} onOpen={opener(WatchPages.courseVideo)} />
        ) : (
          <p className={styles.none}>{t('teacher.sectionEmpty')}</p>
        )}
      </Section>
      <Section title={t('teacher.news')} testId="teacher-news">
        {teacher.news.length > 0 ? (
          <NewsRows news={teacher.news} onOpen={(id) => appNavigate(withQuery(Pages.newsDetails, { id }))} />
        ) : (
          <p className={styles.none}>{t('teacher.sectionEmpty')}</p>
        )}
      </Section>
      {textRooms.length > 0 ? (
        <Section title={t('teacher.textRooms')} testId="teacher-text-rooms">
          <TextRoomCards items={textRooms} onOpen={(id) => appNavigate(withQuery(Pages.chat, { id }))} />
        </Section>
      ) : null}
      <Section title={t('teacher.liveRooms')} testId="teacher-live-rooms">
        {teacher.liveRooms.length > 0 ? (
          <LiveRoomCards items={teacher.liveRooms} onOpen={opener(WatchPages.liveVideoRoom)} />
        ) : (
          <p className={styles.none}>{t('teacher.sectionEmpty')}</p>
        )}
      </Section>
    </>
  );
}
