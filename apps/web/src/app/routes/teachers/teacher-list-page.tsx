import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { teachersQueryOptions, useTeachers } from '../../../features/teachers/api/get-teachers';
import { TeacherRow } from '../../../features/teachers/components/teacher-row';
import styles from './teacher-pages.module.css';
import '../../../i18n/register-content-catalog';

/** 名师团队: every teacher, with follow state; tap opens the teacher's page. */
export function TeacherListPage() {
  const { t } = useTranslation();
  const query = useTeachers();
  return (
    <PageShell title={t('teacher.listTitle')}>
      <PagedList
        query={query}
        queryKey={teachersQueryOptions().queryKey}
        renderItem={(teacher) => (
          <TeacherRow
            teacher={teacher}
            onOpen={(id) => appNavigate(withQuery(Pages.teacherDetail, { id }))}
          />
        )}
        itemKey={(teacher) => teacher.id}
        emptyTitle={t('teacher.listEmpty')}
        errorTitle={t('teacher.listFailed')}
        listAs="ul"
        listClassName={styles.list}
      />
    </PageShell>
  );
}
