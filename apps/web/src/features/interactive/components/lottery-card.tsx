import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Lottery } from '@app/contract/interactive';
import { TplKind } from '@app/contract/interactive-constants';
import { Pages } from '@app/contract/pages';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { requireLogin } from '../../../lib/require-login';
import { useTemplateEvents } from '../../../lib/template-events';
import { showToast } from '../../../lib/toast';
import { useLottery } from '../api/get-lottery';
import { interactiveKeys } from '../api/interactive-keys';
import { useJoinLottery } from '../api/join-lottery';
import { formatDrawTime } from './format-time';
import styles from './interactive.module.css';

/** Shortly after the end the card asks again: the server draws on the first read after the end. */
const AFTER_END_MS = 1500;

/** Refetches at the draw time and whenever the room's socket says this lottery was drawn. */
function useLotteryLive(lottery: Lottery | undefined, id: number) {
  const queryClient = useQueryClient();
  useTemplateEvents((event) => {
    if (event.tplId === TplKind.lottery && event.refId === id)
      void queryClient.invalidateQueries({ queryKey: interactiveKeys.lottery(id) });
  });
  const open = lottery?.status === 'open';
  const endsAt = lottery?.endsAt;
  useEffect(() => {
    if (!open || !endsAt) return;
    const wait = Math.max(0, new Date(endsAt).getTime() - Date.now()) + AFTER_END_MS;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: interactiveKeys.lottery(id) }),
      Math.min(wait, 2_147_000_000),
    );
    return () => clearTimeout(timer);
  }, [open, endsAt, id, queryClient]);
}

/** A lottery inside a room's message list: prize, rules, join, and once drawn the result for this viewer. */
export function LotteryCard({ id, loggedIn }: { id: number; loggedIn: boolean }) {
  const { t } = useTranslation();
  const query = useLottery(id);
  const join = useJoinLottery();
  const lottery = query.data;
  useLotteryLive(lottery, id);

  if (!lottery)
    return (
      <div className={styles.card} data-testid="lottery-card" aria-busy={query.isPending}>
        <div className={styles.cardHead}>🎁 {t('lottery.cardTitle')}</div>
        <div className={styles.status}>{query.isError ? t('lottery.failed') : t('lottery.loading')}</div>
      </div>
    );

  const drawn = lottery.status === 'drawn';
  const onJoin = () => {
    if (!loggedIn) return void requireLogin();
    join.mutate(lottery.id, { onSuccess: () => showToast(t('lottery.joinedToast')) });
  };

  return (
    <div
      className={styles.card}
      data-testid="lottery-card"
      data-lottery-id={lottery.id}
      data-status={lottery.status}
    >
      <div className={styles.cardHead}>🎁 {t('lottery.cardTitle')}</div>
      <p className={styles.prize}>{t('lottery.prize', { prize: lottery.prize })}</p>
      <div className={styles.meta}>
        <span>{t('lottery.winners', { count: lottery.winnerCount })}</span>
        <span>{t(`lottery.eligibility.${lottery.eligibility}`)}</span>
        <span>{t('lottery.endsAt', { time: formatDrawTime(lottery.endsAt) })}</span>
        <span data-testid="lottery-entrants">{t('lottery.entrants', { count: lottery.entrants })}</span>
      </div>
      {drawn ? <LotteryOutcome lottery={lottery} /> : null}
      <div className={styles.actions}>
        {!drawn && !lottery.joined ? (
          <Button
            color="danger"
            size="small"
            onClick={onJoin}
            loading={join.isPending}
            data-testid="lottery-join"
          >
            {t('lottery.join')}
          </Button>
        ) : null}
        {!drawn && lottery.joined ? <span className={styles.status}>{t('lottery.joined')}</span> : null}
        {!drawn && !lottery.joined && lottery.eligibility === 'assessed' ? (
          <button type="button" className={styles.link} onClick={() => appNavigate(Pages.riskAssessment)}>
            {t('risk.title')}
          </button>
        ) : null}
        {drawn ? (
          <button
            type="button"
            className={styles.link}
            onClick={() => appNavigate(withQuery(Pages.winningResult, { id: lottery.id }))}
          >
            {t('lottery.viewResult')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The drawn state: this viewer's outcome, how to claim when won, and the winners. */
export function LotteryOutcome({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  return (
    <div data-testid="lottery-outcome">
      {lottery.won ? (
        <p className={styles.won} data-testid="lottery-won">
          {t('lottery.won')}
        </p>
      ) : lottery.joined ? (
        <p className={styles.status}>{t('lottery.notWon')}</p>
      ) : (
        <p className={styles.status}>{t('lottery.drawn')}</p>
      )}
      {lottery.claimInfo ? (
        <div className={styles.claim}>
          {t('lottery.claim')}：{lottery.claimInfo}
        </div>
      ) : null}
      {lottery.winners.length > 0 ? (
        <ul className={styles.winners} aria-label={t('lottery.winnerList')} data-testid="lottery-winners">
          {lottery.winners.map((w) => (
            <li key={w.memberId}>{w.nickname}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.status}>{t('lottery.noWinners')}</p>
      )}
    </div>
  );
}
