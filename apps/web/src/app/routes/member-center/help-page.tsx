import '../../../i18n/register-member-center-catalog';
import { useState } from 'react';
import { Button, Collapse, SearchBar } from 'antd-mobile';
import { Tabs } from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import type { HelpArticle, HelpKind } from '@app/contract/member-center';
import { HELP_KEYWORD_MAX } from '@app/contract/member-center-constants';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { RichText } from '../../../components/rich-text';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { helpListQueryOptions, useHelpCategories, useHelpList } from '../../../features/help/api/get-help';
import styles from '../../../components/center-cards.module.css';

function ArticleRow({ item }: { item: HelpArticle }) {
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => appNavigate(withQuery(Pages.helpDetail, { id: item.id }))}
      data-testid="help-item"
    >
      <h3 className={styles.cardTitle}>{item.title}</h3>
      <div className={`${styles.meta} ${styles.clamp}`}>{item.summary}</div>
    </button>
  );
}

/** Help center (help/index) and FAQ (faq/index): search, categories, articles; the FAQ opens answers in place. */
function HelpArticles({ kind }: { kind: HelpKind }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useHelpCategories(kind);
  const searching = keyword !== '';
  const list = useHelpList(kind, searching ? null : categoryId, keyword);
  const rows = categories.data ?? [];

  return (
    <PageShell title={t(kind === 'faq' ? 'help.faqTitle' : 'help.title')}>
      <div className={styles.search}>
        <SearchBar
          placeholder={t('help.search')}
          maxLength={HELP_KEYWORD_MAX}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      {!searching && kind === 'help' && rows.length > 1 ? (
        <Tabs
          activeKey={categoryId === null ? 'all' : String(categoryId)}
          onChange={(key) => setCategoryId(key === 'all' ? null : Number(key))}
        >
          <Tabs.Tab key="all" title={t('help.all')} />
          {rows.map((c) => (
            <Tabs.Tab key={String(c.id)} title={c.title} />
          ))}
        </Tabs>
      ) : null}
      {kind === 'faq' ? (
        <FaqList
          list={list}
          queryKey={helpListQueryOptions(kind, null, keyword).queryKey}
          searching={searching}
        />
      ) : (
        <PagedList
          query={list}
          queryKey={helpListQueryOptions(kind, searching ? null : categoryId, keyword).queryKey}
          renderItem={(item) => <ArticleRow item={item} />}
          itemKey={(item) => item.id}
          emptyTitle={t(searching ? 'help.searchEmpty' : 'help.empty')}
          errorTitle={t('help.failed')}
          listClassName={styles.list}
        />
      )}
      <div className={styles.center}>
        <span className={styles.meta}>{t('help.stillNeedHelp')}</span>
        <Button size="small" color="primary" fill="none" onClick={() => appNavigate(Pages.feedback)}>
          {t('help.toFeedback')}
        </Button>
      </div>
    </PageShell>
  );
}

function FaqList({
  list,
  queryKey,
  searching,
}: {
  list: ReturnType<typeof useHelpList>;
  queryKey: readonly unknown[];
  searching: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={list}
      queryKey={queryKey}
      renderItem={(item) => (
        <Collapse>
          <Collapse.Panel key={String(item.id)} title={item.title}>
            <RichText html={item.content} placeholderLines={2} />
          </Collapse.Panel>
        </Collapse>
      )}
      itemKey={(item) => item.id}
      emptyTitle={t(searching ? 'help.searchEmpty' : 'help.empty')}
      errorTitle={t('help.failed')}
      listClassName={styles.list}
    />
  );
}

export function HelpPage() {
  return <HelpArticles kind="help" />;
}

export function FaqPage() {
  return <HelpArticles kind="faq" />;
}
