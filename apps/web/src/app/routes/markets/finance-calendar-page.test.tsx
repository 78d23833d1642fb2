import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinanceCalendar } from '@app/contract/markets';
import { MarketMsg } from '@app/contract/markets-msg';
import { renderAt, stubFetch } from '../../../test/render';
import { FinanceCalendarPage } from './finance-calendar-page';

const calendar = (simulated: boolean): FinanceCalendar => ({
  day: '2026-11-20',
  simulated,
  events: [
    {
      id: 1,
      occursAt: '2026-11-20T01:00:00.000Z',
      region: '中国',
      title: '一年期贷款市场报价利率(LPR)',
      periodLabel: '(11月)',
      importance: 3,
      previous: '3%',
      forecast: '3%',
      actual: '3%',
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FinanceCalendarPage', () => {
  it('labels simulated events 模拟 and opens on the day the server chose', async () => {
    stubFetch(() => ({ code: 200, msg: 'ok', data: calendar(true) }));
    renderAt(<FinanceCalendarPage />);
    expect((await screen.findByTestId('calendar-simulated')).textContent).toBe(MarketMsg.simulatedEvents);
    expect(MarketMsg.simulatedEvents).toContain('模拟');
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('11/20');
  });

  it('has no label for published events', async () => {
    stubFetch(() => ({ code: 200, msg: 'ok', data: calendar(false) }));
    renderAt(<FinanceCalendarPage />);
    expect(await screen.findByTestId('calendar-event')).toBeTruthy();
    expect(screen.queryByTestId('calendar-simulated')).toBeNull();
  });
});
