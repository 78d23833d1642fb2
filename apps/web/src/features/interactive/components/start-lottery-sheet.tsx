import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Popup } from '../../../components/popup';
import { useTranslation } from 'react-i18next';
import type { LotteryEligibility } from '@app/contract/interactive';
import {
  LOTTERY_CLAIM_MAX_CHARS,
  LOTTERY_MAX_DURATION_MS,
  LOTTERY_PRIZE_MAX_CHARS,
  LOTTERY_WINNERS_MAX,
} from '@app/contract/interactive-constants';
import { showToast } from '../../../lib/toast';
import { useStartLottery } from '../api/start-lottery';
import styles from './interactive.module.css';

const ELIGIBILITY: LotteryEligibility[] = ['all', 'followers', 'assessed'];
const MAX_MINUTES = LOTTERY_MAX_DURATION_MS / 60_000;

/** A teacher's form: prize, number of winners, who may join, when to draw, how winners claim. */
export function StartLotterySheet(props: {
  visible: boolean;
  liveId: number;
  categoryId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartLottery();
  const [prize, setPrize] = useState('');
  const [winners, setWinners] = useState('1');
  const [eligibility, setEligibility] = useState<LotteryEligibility>('all');
  const [minutes, setMinutes] = useState('5');
  const [claim, setClaim] = useState('');

  const submit = () => {
    const endsAt = new Date(Date.now() + Number(minutes) * 60_000).toISOString();
    start.mutate(
      {
        liveId: props.liveId,
        categoryId: props.categoryId,
        prize: prize.trim(),
        winnerCount: Number(winners),
        eligibility,
        endsAt,
        claimInfo: claim.trim(),
      },
      {
        onSuccess: () => {
          showToast(t('lottery.started'));
          setPrize('');
          setClaim('');
          props.onClose();
        },
      },
    );
  };
  const valid =
    prize.trim() !== '' &&
    claim.trim() !== '' &&
    Number(winners) >= 1 &&
    Number(minutes) >= 1 &&
    Number(minutes) <= MAX_MINUTES;

  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <form
        className={styles.sheet}
        data-testid="start-lottery-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) submit();
        }}
      >
        <h2 className={styles.sheetTitle}>{t('lottery.startTitle')}</h2>
        <label className={styles.field}>
          {t('lottery.prizeLabel')}
          <input
            className={styles.input}
            name="prize"
            value={prize}
            maxLength={LOTTERY_PRIZE_MAX_CHARS}
            placeholder={t('lottery.prizePlaceholder')}
            onChange={(e) => setPrize(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('lottery.winnerCountLabel')}
          <input
            className={styles.input}
            name="winnerCount"
            type="number"
            inputMode="numeric"
            min={1}
            max={LOTTERY_WINNERS_MAX}
            value={winners}
            onChange={(e) => setWinners(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('lottery.eligibilityLabel')}
          <select
            className={styles.input}
            name="eligibility"
            value={eligibility}
            onChange={(e) => setEligibility(e.target.value as LotteryEligibility)}
          >
            {ELIGIBILITY.map((e) => (
              <option key={e} value={e}>
                {t(`lottery.eligibility.${e}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('lottery.durationLabel')}
          <input
            className={styles.input}
            name="minutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_MINUTES}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('lottery.claimLabel')}
          <textarea
            className={styles.input}
            name="claimInfo"
            rows={2}
            value={claim}
            maxLength={LOTTERY_CLAIM_MAX_CHARS}
            placeholder={t('lottery.claimPlaceholder')}
            onChange={(e) => setClaim(e.target.value)}
          />
        </label>
        <Button block color="danger" type="submit" disabled={!valid} loading={start.isPending}>
          {t('lottery.startSubmit')}
        </Button>
      </form>
    </Popup>
  );
}
