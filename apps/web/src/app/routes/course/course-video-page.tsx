import { priceContext } from '../../../lib/price-context';
import '../../../i18n/register-watch-catalog';
import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from '../../../components/tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getToken } from '@app/client-core/session/session';
import { formatPrice } from '@app/client-core/format/price';
import type { CourseChapter, CourseDetail } from '@app/contract/course';
import { DetailState } from '../../../components/detail-state';
import navStyles from '../../../components/nav-action.module.css';
import { PageShell } from '../../../components/page-shell';
import { RichText } from '../../../components/rich-text';
import { ShareButton } from '../../../features/share/components/share-button';
import { VideoInfo, VideoPoster } from '../../../components/video-detail-head';
import { VideoPlayer } from '../../../components/video-player';
import { storage } from '../../../lib/storage';
import { WatchPages } from '../../../lib/watch-pages';
import { shareCourse } from '../../../features/course/api/course-actions';
import { courseInfoQueryOptions, useCourseInfo } from '../../../features/course/api/get-course-info';
import { ChapterList } from '../../../features/course/components/chapter-list';
import { CourseActions } from '../../../features/course/components/course-actions';
import { CourseComments } from './course-comments';
import { CourseHomework } from './course-homework';
import { useProgressSaver } from '../../../features/course/hooks/use-progress-saver';
import styles from '../../../features/course/components/course-detail.module.css';
import { positiveId } from '../../../lib/positive-id';

/** Where to start: the chapter last watched, else the first one that can play. */
function initialChapter(course: CourseDetail): CourseChapter | null {
  const chapters = course.sections.flatMap((s) => s.chapters);
  const last = course.lastProgress;
  return (
    (last && chapters.find((c) => c.id === last.chapterId && c.videoUrl)) ||
    chapters.find((c) => c.videoUrl) ||
    null
  );
}

/** Course video page: player, sections and chapters, price, like, follow, share and comments. */
export function CourseVideoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useCourseInfo(id);
  const course = query.data;

  const body = (
    <DetailState
      id={id}
      query={query}
      notFoundTitle={t('watch.courseNotFound')}
      back={{ label: t('watch.courseListTitle'), to: WatchPages.courseList }}
      errorTitle={t('watch.courseFailed')}
      extraSkeletonLines={4}
    >
      {(course) => <CourseView course={course} />}
    </DetailState>
  );

  return (
    <PageShell
      title={t('watch.courseTitle')}
      documentTitle={course?.title}
      right={
        course ? (
          <ShareButton
            title={course.title}
            className={navStyles.navAction}
            path={async () => (await shareCourse(course.id, WatchPages.courseVideo)).shareUrl}
          />
        ) : null
      }
    >
      {body}
    </PageShell>
  );
}

function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<CourseChapter | null>(() => initialChapter(course));
  // The chapter as the (updating) course now has it, for its latest saved position.
  const chapter = useMemo(
    () => course.sections.flatMap((s) => s.chapters).find((c) => c.id === chosen?.id) ?? null,
    [course, chosen],
  );
  const startAt = useRef(chapter?.position ?? 0);
  const member = getToken(storage) !== null;
  const saver = useProgressSaver(
    chapter ? { courseId: course.id, sectionId: chapter.sectionId, chapterId: chapter.id } : null,
    member,
  );
  const price = formatPrice(course, priceContext());
  const queryClient = useQueryClient();
  // The course read again hands out a fresh signed link (or none, once the member lost the course).
  const renew = async () => {
    const fresh = await queryClient.fetchQuery({ ...courseInfoQueryOptions(course.id), staleTime: 0 });
    return fresh.sections.flatMap((s) => s.chapters).find((c) => c.id === chapter?.id)?.videoUrl ?? null;
  };

  const choose = (next: CourseChapter) => {
    if (next.id === chapter?.id) return;
    startAt.current = next.position;
    setChosen(next);
  };

  return (
    <>
      <div className={styles.playerBox}>
        {chapter?.videoUrl ? (
          <VideoPlayer
            key={chapter.id}
            src={chapter.videoUrl}
            poster={course.pic}
            startAt={startAt.current}
            renew={renew}
            onPause={saver.onPause}
            onTimeUpdate={saver.onTimeUpdate}
          />
        ) : (
          <VideoPoster pic={course.pic}>
            <p className={styles.noVideoText}>{t('watch.noVideo')}</p>
          </VideoPoster>
        )}
      </div>
      <VideoInfo title={course.title}>
        <p className={styles.teachers}>
          {t('watch.teachers', { names: course.teacherList.map((x) => x.name).join('、') || course.teacher })}
        </p>
        <div className={styles.metaRow}>
          <span>{t('watch.plays', { count: course.visits })}</span>
          {price ? (
            <span className={styles.price} data-testid="course-price">
              {price}
            </span>
          ) : null}
        </div>
        <CourseActions course={course} />
      </VideoInfo>
      <Tabs className={styles.tabs} defaultActiveKey="chapters">
        <Tabs.Tab key="chapters" title={t('watch.chapters')}>
          <ChapterList sections={course.sections} activeId={chapter?.id ?? null} onChoose={choose} />
        </Tabs.Tab>
        <Tabs.Tab key="intro" title={t('watch.intro')}>
          <div className={styles.intro}>
            <RichText html={course.content} />
          </div>
        </Tabs.Tab>
        <Tabs.Tab key="comments" title={`${t('watch.comments')} ${course.commentCount || ''}`.trim()}>
          <CourseComments courseId={course.id} />
        </Tabs.Tab>
        <Tabs.Tab key="homework" title={t('homework.title')}>
          <CourseHomework courseId={course.id} />
        </Tabs.Tab>
      </Tabs>
    </>
  );
}
