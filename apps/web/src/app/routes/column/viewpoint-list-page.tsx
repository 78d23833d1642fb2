import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/result-code';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { useColumnTeacher } from '../../../features/column/api/get-column-teacher';
import { useViewpoints, viewpointsQueryOptions } from '../../../features/column/api/get-viewpoints';
import { ColumnList } from '../../../features/column/components/column-list';
import styles from './column-pages.module.css';
import '../../../i18n/register-column-catalog';

/** Teachers' viewpoints, newest first, as cards like the teacher news; `?teacherId=` narrows to one. */
export function ViewpointListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const teacherId = positiveId(searchParams.get('teacherId'));
  const teacher = useColumnTeacher(teacherId);
  const list = useViewpoints(teacherId ?? undefined);
  const open = (id: number) => appNavigate(withQuery(Pages.viewpointDetail, { id }));

  const teacherMissing =
    teacher.isError && isRequestError(teacher.error) && teacher.error.code === ResultCode.notFound;
  const title = teacher.data
    ? t('column.viewpointsOf', { name: teacher.data.name })
    : t('column.viewpointsTitle');
  return (
    <PageShell title={title}>
      <div className={styles.listTop}>
        <ColumnList
          query={list}
          queryKey={viewpointsQueryOptions(teacherId ?? undefined).queryKey}
          override={teacherMissing ? <EmptyState title={t('column.teacherNotFound')} /> : null}
          onOpen={open}
          emptyTitle={t('column.viewpointsEmpty')}
          errorTitle={t('column.viewpointsFailed')}
        />
      </div>
    </PageShell>
  );
}
