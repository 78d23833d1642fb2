import { describe, expect, it } from 'vitest';
import { createManualClock, startOfChinaDay } from './clock';

describe('startOfChinaDay', () => {
  it('returns midnight in China (UTC+8) for times on either side of UTC midnight', () => {
    expect(startOfChinaDay(new Date('2030-03-10T23:30:00+08:00')).toISOString()).toBe(
      '2030-03-09T16:00:00.000Z',
    );
    expect(startOfChinaDay(new Date('2030-03-10T00:00:00+08:00')).toISOString()).toBe(
      '2030-03-09T16:00:00.000Z',
    );
    expect(startOfChinaDay(new Date('2030-03-09T15:59:59.999Z')).toISOString()).toBe(
      '2030-03-08T16:00:00.000Z',
    );
  });
});

describe('manual clock', () => {
  it('moves only when told to', () => {
    const clock = createManualClock(new Date('2030-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    clock.advance(61_000);
    expect(clock.now().toISOString()).toBe('2030-01-01T00:01:01.000Z');
  });
});
