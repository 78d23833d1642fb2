import '../../../i18n/register-member-center-catalog';
import { Tabs } from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { feedbackListQueryOptions, useFeedbackList } from '../../../features/feedback/api/get-feedback-list';
import { FeedbackCard } from '../../../features/feedback/components/feedback-card';
import { FeedbackForm } from '../../../features/feedback/components/feedback-form';
import styles from '../../../components/center-cards.module.css';

/** 意见反馈 (faq/feedback): send a complaint or suggestion; the member's list with status and replies. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'list' ? 'list' : 'new';
  const list = useFeedbackList();
  const show = (key: string) => setParams(key === 'list' ? { tab: 'list' } : {}, { replace: true });

  return (
    <PageShell title={t('feedback.title')}>
      <Tabs activeKey={tab} onChange={show}>
        <Tabs.Tab key="new" title={t('feedback.newTitle')} />
        <Tabs.Tab key="list" title={t('feedback.listTitle')} />
      </Tabs>
      {tab === 'new' ? (
        <FeedbackForm onSent={() => show('list')} />
      ) : (
        <PagedList
          query={list}
          queryKey={feedbackListQueryOptions().queryKey}
          renderItem={(item) => (
            <FeedbackCard item={item} onOpen={(id) => appNavigate(withQuery(Pages.feedbackDetail, { id }))} />
          )}
          itemKey={(item) => item.id}
          emptyTitle={t('feedback.empty')}
          errorTitle={t('feedback.failed')}
          listClassName={styles.list}
        />
      )}
    </PageShell>
  );
}
