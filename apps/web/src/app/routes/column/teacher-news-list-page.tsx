import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/result-code';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { ListSkeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { useColumnTeacher } from '../../../features/column/api/get-column-teacher';
import { teacherNewsQueryOptions, useTeacherNews } from '../../../features/column/api/get-teacher-news';
import { ColumnList } from '../../../features/column/components/column-list';
import { ColumnTabs } from '../../../features/column/components/column-tabs';
import { useTeacherNewsCategories } from './use-teacher-news-categories';
import styles from './column-pages.module.css';
import '../../../i18n/register-column-catalog';

/**
 * Teacher news (SPEC §2): category tabs (centered when few), teachers' posts with thumbnails, the lock
 * overlay on locked ones from the third card on. `?teacherId=` narrows it to one teacher.
 */
export function TeacherNewsListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const teacherId = positiveId(searchParams.get('teacherId'));
  const teacher = useColumnTeacher(teacherId);
  const categories = useTeacherNewsCategories(teacherId ?? undefined);
  const [chosen, setChosen] = useState<number | null>(() => positiveId(searchParams.get('categoryId')));

  const rows = categories.status === 'ready' ? categories.categories : [];
  // The category asked for if it has news, else the first one once the categories arrive.
  const categoryId = rows.some((c) => c.id === chosen) ? (chosen ?? undefined) : rows[0]?.id;
  const filter = { categoryId, teacherId: teacherId ?? undefined };
  const list = useTeacherNews(filter);
  const open = (id: number) => appNavigate(withQuery(Pages.newsDetails, { id }));
  const choose = (id: number) => {
    setChosen(id);
    // A new category is a new list from page 1 (SPEC §4): read it from its top.
    window.scrollTo({ top: 0 });
  };

  const teacherMissing =
    teacher.isError && isRequestError(teacher.error) && teacher.error.code === ResultCode.notFound;
  // The list needs a category; until the tabs are there, their own state stands in for it.
  let override = null;
  if (teacherMissing) override = <EmptyState title={t('column.teacherNotFound')} />;
  else if (categories.status === 'pending') override = <ListSkeleton />;
  else if (categories.status === 'error')
    override = <LoadError title={t('column.categoriesFailed')} onRetry={categories.retry} />;
  else if (rows.length === 0) override = <EmptyState title={t('column.noTeacherNews')} />;

  const title = teacher.data
    ? t('column.teacherNewsOf', { name: teacher.data.name })
    : t('column.teacherNewsTitle');
  return (
    <PageShell title={title}>
      {rows.length > 0 && !teacherMissing ? (
        <div className={styles.sticky}>
          <ColumnTabs categories={rows} activeId={categoryId} onChange={choose} />
        </div>
      ) : null}
      <div className={styles.listTop}>
        <ColumnList
          query={list}
          queryKey={teacherNewsQueryOptions(filter).queryKey}
          override={override}
          onOpen={open}
          emptyTitle={t('column.categoryEmpty')}
          errorTitle={t('column.newsFailed')}
        />
      </div>
    </PageShell>
  );
}
