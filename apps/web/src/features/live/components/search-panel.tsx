import { useState } from 'react';
import { Button, DatePicker } from 'antd-mobile';
import { Popup } from '../../../components/popup';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, toDate } from '@app/client-core/format/relative-time';
import { summaryLine, toYmd } from '@app/client-core/live/search-state';
import type { LiveMessage, LiveTeacher } from '@app/contract/live';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadMore } from '../../../components/load-more';
import { ListSkeleton } from '../../../components/skeleton';
import type { SearchPanelState } from '../hooks/use-search-panel';
import { authorName } from '@app/contract/author-name';
import { htmlToText } from '../../../lib/message-html';
import { TeacherChecklist } from './teacher-checklist';
import sheet from './sheet.module.css';
import styles from './search-panel.module.css';

const YEARS_BACK = 5;

interface SearchPanelProps {
  panel: SearchPanelState;
  teachers: readonly LiveTeacher[];
  onPick: (msg: LiveMessage) => void;
  /** Shown as a close button in the panel's title bar. */
  onClose?: () => void;
  /** The panel's own title bar; a page with a nav bar showing the title leaves it out. */
  titleBar?: boolean;
}

function dayOf(ymd: string | null): Date | undefined {
  return ymd ? toDate(`${ymd} 00:00`) : undefined;
}

/**
 * Chat-record search (SPEC §2): start/end dates (day precision), teacher picker with its note,
 * keyword with a search action, the date summary ('空' for a missing bound), chosen teachers with a
 * clear control, result count, results newest first with load more, empty state.
 */
export function SearchPanel({ panel, teachers, onPick, onClose, titleBar = true }: SearchPanelProps) {
  const { t } = useTranslation();
  const { criteria, results } = panel;
  const [picker, setPicker] = useState<'begin' | 'end' | 'teachers' | null>(null);
  const [teacherDraft, setTeacherDraft] = useState<number[]>([]);
  const today = new Date();
  const earliest = new Date(today.getFullYear() - YEARS_BACK, 0, 1);
  const chosenTeachers = teachers.filter((teacher) => criteria.teacherIds.includes(teacher.id));
  const hasDates = criteria.beginTime !== null || criteria.endTime !== null;

  return (
    <section className={styles.panel} aria-label={t('liveSearch.title')} data-testid="search-panel">
      {titleBar ? (
        <header className={styles.head}>
          <h2 className={styles.title}>{t('liveSearch.title')}</h2>
          {onClose ? (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('liveSearch.close')}
            >
              ✕
            </button>
          ) : null}
        </header>
      ) : null}

      <div className={styles.criteria}>
        <div className={styles.dates}>
          <button
            type="button"
            className={styles.picker}
            onClick={() => setPicker('begin')}
            data-testid="search-begin-date"
          >
            <span className={styles.pickerLabel}>{t('liveSearch.beginDate')}</span>
            <span className={criteria.beginTime ? styles.pickerValue : styles.pickerPlaceholder}>
              {criteria.beginTime ?? t('liveSearch.chooseBegin')}
            </span>
          </button>
          <span className={styles.dash}>~</span>
          <button
            type="button"
            className={styles.picker}
            onClick={() => setPicker('end')}
            data-testid="search-end-date"
          >
            <span className={styles.pickerLabel}>{t('liveSearch.endDate')}</span>
            <span className={criteria.endTime ? styles.pickerValue : styles.pickerPlaceholder}>
              {criteria.endTime ?? t('liveSearch.chooseEnd')}
            </span>
          </button>
        </div>
        <button
          type="button"
          className={styles.teacherButton}
          onClick={() => {
            setTeacherDraft([...criteria.teacherIds]);
            setPicker('teachers');
          }}
          data-testid="search-teachers"
        >
          {t('liveSearch.chooseTeachers')}
        </button>
        <form
          className={styles.keywordRow}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            panel.submit();
          }}
        >
          <input
            className={styles.keyword}
            type="search"
            value={criteria.contentSearch}
            maxLength={50}
            placeholder={t('liveSearch.keywordPlaceholder')}
            aria-label={t('liveSearch.keywordPlaceholder')}
            onChange={(event) => panel.setKeyword(event.target.value)}
            data-testid="search-keyword"
          />
          <button type="submit" className={styles.action} data-testid="search-submit">
            {t('liveSearch.action')}
          </button>
        </form>
      </div>

      <div className={styles.summary}>
        {hasDates ? (
          <p className={styles.summaryLine} data-testid="search-date-summary">
            <span>{t('liveSearch.dateRange', { range: summaryLine(criteria, t('liveSearch.empty')) })}</span>
            <button
              type="button"
              className={styles.clear}
              aria-label={t('liveSearch.clearDates')}
              onClick={() => panel.update({ beginTime: null, endTime: null })}
            >
              ✕
            </button>
          </p>
        ) : null}
        {chosenTeachers.length > 0 ? (
          <p className={styles.summaryLine} data-testid="search-teacher-summary">
            <span>{t('liveSearch.teachers', { names: chosenTeachers.map((x) => x.name).join('、') })}</span>
            <button
              type="button"
              className={styles.clear}
              aria-label={t('liveSearch.clearTeachers')}
              onClick={() => panel.update({ teacherIds: [] })}
            >
              ✕
            </button>
          </p>
        ) : null}
        {results.status === 'ready' ? (
          <p className={styles.count} data-testid="search-count">
            {t('liveSearch.count', { count: results.total })}
          </p>
        ) : null}
      </div>

      <div className={styles.results}>
        {results.status === 'loading' ? <ListSkeleton count={3} /> : null}
        {results.status === 'error' ? (
          <LoadError title={t('liveSearch.failed')} onRetry={panel.submit} />
        ) : null}
        {results.status === 'ready' && results.rows.length === 0 ? (
          <EmptyState title={t('liveSearch.noResults')} />
        ) : null}
        {results.status === 'ready' && results.rows.length > 0 ? (
          <>
            <ul className={styles.resultList}>
              {results.rows.map((msg) => (
                <li key={msg.id}>
                  <button
                    type="button"
                    className={styles.result}
                    onClick={() => onPick(msg)}
                    data-testid="search-result"
                    data-message-id={msg.id}
                  >
                    <span className={styles.resultMeta}>
                      <span className={msg.teacher ? styles.resultTeacher : undefined}>
                        {authorName(msg) || t('msg.nameMissing')}
                      </span>
                      <time dateTime={msg.dateTime}>{formatRelativeTime(msg.dateTime)}</time>
                    </span>
                    <span className={styles.resultText}>
                      {htmlToText(msg.content) || t('liveMsg.imageTag')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <LoadMore loadMore={panel.loadMore} hasMore={panel.hasMore} />
          </>
        ) : null}
      </div>

      <DatePicker
        visible={picker === 'begin'}
        title={t('liveSearch.beginDate')}
        precision="day"
        min={earliest}
        max={dayOf(criteria.endTime) ?? today}
        defaultValue={dayOf(criteria.beginTime) ?? dayOf(criteria.endTime) ?? today}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setPicker(null)}
        onConfirm={(date) => panel.update({ beginTime: toYmd(date) })}
      />
      <DatePicker
        visible={picker === 'end'}
        title={t('liveSearch.endDate')}
        precision="day"
        min={dayOf(criteria.beginTime) ?? earliest}
        max={today}
        defaultValue={dayOf(criteria.endTime) ?? today}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setPicker(null)}
        onConfirm={(date) => panel.update({ endTime: toYmd(date) })}
      />
      <Popup
        visible={picker === 'teachers'}
        onClose={() => setPicker(null)}
        onMaskClick={() => setPicker(null)}
        bodyClassName={sheet.sheet}
      >
        <h3 className={sheet.sheetTitle}>{t('liveSearch.chooseTeachers')}</h3>
        <p className={styles.note}>{t('liveSearch.teacherNote')}</p>
        <div className={sheet.sheetBody}>
          <TeacherChecklist teachers={teachers} value={teacherDraft} onChange={setTeacherDraft} />
        </div>
        <div className={sheet.sheetActions}>
          <Button
            block
            shape="rounded"
            color="primary"
            onClick={() => {
              panel.update({ teacherIds: teacherDraft });
              setPicker(null);
            }}
          >
            {t('liveSearch.done')}
          </Button>
        </div>
      </Popup>
    </section>
  );
}
