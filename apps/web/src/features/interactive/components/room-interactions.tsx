import { useState } from 'react';
import { Button } from 'antd-mobile';
import { CenterPopup } from '../../../components/center-popup';
import { useTranslation } from 'react-i18next';
import type { TemplateEvent } from '@app/client-core/socket/live-socket';
import { TplKind } from '@app/contract/interactive-constants';
import { Pages } from '@app/contract/pages';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useTemplateEvents } from '../../../lib/template-events';
import { PostQuizSheet } from './post-quiz-sheet';
import { StartLotterySheet } from './start-lottery-sheet';
import styles from './interactive.module.css';

/** Everyone in the room: when a lottery is drawn, its result pops up on every screen. */
export function LotteryResultPopup({ liveId }: { liveId: number }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<TemplateEvent | null>(null);
  useTemplateEvents((event) => {
    if (event.liveId === liveId && event.tplId === TplKind.lottery && event.event === 'drawn')
      setResult(event);
  });
  return (
    <CenterPopup visible={result !== null} onMaskClick={() => setResult(null)}>
      {result ? (
        <div className={styles.popup} data-testid="lottery-result-popup">
          <h2 className={styles.popupTitle}>🎉 {t('lottery.resultAnnounce', { prize: result.title })}</h2>
          {result.winners.length > 0 ? (
            <ul className={styles.winners} aria-label={t('lottery.winnerList')}>
              {result.winners.map((w) => (
                <li key={w.memberId}>{w.nickname}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.status}>{t('lottery.noWinners')}</p>
          )}
          <div className={styles.actions} style={{ justifyContent: 'center' }}>
            <Button
              size="small"
              color="danger"
              onClick={() => {
                setResult(null);
                appNavigate(withQuery(Pages.winningResult, { id: result.refId }));
              }}
            >
              {t('lottery.viewResult')}
            </Button>
            <Button size="small" onClick={() => setResult(null)}>
              {t('risk.done')}
            </Button>
          </div>
        </div>
      ) : null}
    </CenterPopup>
  );
}

/** A teacher's room tools: start a lottery, post a quiz (the server checks they teach in this room). */
export function TeacherInteractionTools({ liveId, categoryId }: { liveId: number; categoryId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'lottery' | 'quiz' | null>(null);
  return (
    <div className={styles.tools}>
      <Button
        size="mini"
        color="danger"
        fill="outline"
        onClick={() => setOpen('lottery')}
        data-testid="start-lottery"
      >
        {t('lottery.start')}
      </Button>
      <Button size="mini" color="primary" fill="outline" onClick={() => setOpen('quiz')}>
        {t('quiz.post')}
      </Button>
      <StartLotterySheet
        visible={open === 'lottery'}
        liveId={liveId}
        categoryId={categoryId}
        onClose={() => setOpen(null)}
      />
      <PostQuizSheet
        visible={open === 'quiz'}
        liveId={liveId}
        categoryId={categoryId}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
