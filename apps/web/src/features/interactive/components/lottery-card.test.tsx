import '../../../i18n/register-interactive-catalog';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lottery } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { publishTemplateEvent } from '../../../lib/template-events';
import { renderAt, stubFetch } from '../../../test/render';
import { LotteryCard } from './lottery-card';

const open: Lottery = {
  id: 5,
  liveId: 1,
  roomTitle: '陈知远·价值投资直播间',
  roomType: 'word',
  teacher: null,
  prize: '签名书',
  winnerCount: 1,
  eligibility: 'all',
  endsAt: new Date(Date.now() + 600_000).toISOString(),
  status: 'open',
  entrants: 3,
  seedHash: 'a'.repeat(64),
  seed: null,
  entrantIds: null,
  drawnAt: null,
  winners: [],
  createdAt: new Date().toISOString(),
  joined: false,
  won: false,
  claimInfo: null,
};
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lottery card', () => {
  it('a member joins; the card says so', async () => {
    const fetch = stubFetch((url) =>
      url.includes(Api.lotteryJoin) ? ok({ ...open, joined: true, entrants: 4 }) : ok(open),
    );
    renderAt(<LotteryCard id={5} loggedIn />);
    expect(await screen.findByText('奖品：签名书')).toBeTruthy();
    expect(screen.getByText('3人已参与')).toBeTruthy();
    fireEvent.click(screen.getByTestId('lottery-join'));
    expect(await screen.findByText('已参与，等待开奖')).toBeTruthy();
    expect(screen.getByText('4人已参与')).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).includes(Api.lotteryJoin))).toBe(true);
  });

  it('shows the result when the room says the lottery was drawn: a winner sees how to claim', async () => {
    let drawn = false;
    stubFetch(() =>
      ok(
        drawn
          ? {
              ...open,
              status: 'drawn',
              joined: true,
              won: true,
              claimInfo: '添加助教微信领取',
              winners: [{ memberId: 9, nickname: '价值猎手' }],
            }
          : { ...open, joined: true },
      ),
    );
    renderAt(<LotteryCard id={5} loggedIn />);
    expect(await screen.findByText('已参与，等待开奖')).toBeTruthy();
    drawn = true;
    act(() =>
      publishTemplateEvent({
        liveId: 1,
        tplId: 1,
        refId: 5,
        event: 'drawn',
        title: '签名书',
        winners: [{ memberId: 9, nickname: '价值猎手' }],
      }),
    );
    expect(await screen.findByTestId('lottery-won')).toBeTruthy();
    expect(screen.getByText(/添加助教微信领取/)).toBeTruthy();
    expect(screen.getByText('价值猎手')).toBeTruthy();
  });
});
