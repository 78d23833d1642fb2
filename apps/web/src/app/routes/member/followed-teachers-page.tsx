import '../../../i18n/register-member-center-catalog';
import '../../../i18n/register-content-catalog';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { requireLogin } from '../../../lib/require-login';
import { useStoredValue } from '../../../lib/use-stored-value';
import {
  followedTeachersQueryOptions,
  useFollowedTeachers,
} from '../../../features/teachers/api/get-followed-teachers';
import { TeacherRow } from '../../../features/teachers/components/teacher-row';
import styles from './followed-teachers-page.module.css';

/** 我关注的老师 (mine: collect/list, whitelisted): visitors may open it and are offered the login. */
export function FollowedTeachersPage() {
  const { t } = useTranslation();
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  return (
    <PageShell title={t('followedTeachers.title')}>
      {loggedIn ? (
        <FollowedTeachers />
      ) : (
        <EmptyState title={t('followedTeachers.empty')}>
          <Button size="small" color="primary" fill="outline" onClick={() => void requireLogin()}>
            {t('noPermissionDetail.login')}
          </Button>
        </EmptyState>
      )}
    </PageShell>
  );
}

function FollowedTeachers() {
  const { t } = useTranslation();
  const query = useFollowedTeachers();
  const empty =
    !query.isPending && !query.isError && query.data?.pages[0]?.rows.length === 0 ? (
      <EmptyState title={t('followedTeachers.empty')}>
        <Button size="small" color="primary" fill="outline" onClick={() => appNavigate(Pages.teacherList)}>
          {t('followedTeachers.browse')}
        </Button>
      </EmptyState>
    ) : null;
  return (
    <div data-testid="followed-teachers">
      <PagedList
        query={query}
        queryKey={followedTeachersQueryOptions().queryKey}
        override={empty}
        renderItem={(teacher) => (
          <TeacherRow
            teacher={teacher}
            onOpen={(id) => appNavigate(withQuery(Pages.teacherDetail, { id }))}
          />
        )}
        itemKey={(teacher) => teacher.id}
        emptyTitle={t('followedTeachers.empty')}
        errorTitle={t('followedTeachers.failed')}
        listAs="ul"
        listClassName={styles.list}
      />
    </div>
  );
}
