import { describe, expect, it } from 'vitest';
import { beatForecast, chinaClock, dayStrip, weekdayOf } from './calendar-days';

describe('finance calendar helpers', () => {
  it('builds a strip of days around a day, across months', () => {
    expect(dayStrip('2026-12-01', 2, 1)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
  it('reads times in China time and compares actual with forecast', () => {
    expect(chinaClock('2026-11-23T13:30:00Z')).toBe('21:30');
    expect(beatForecast('0.7%', '0.6%')).toBe(true);
    expect(beatForecast('19.8万', '21万')).toBe(false);
    expect(beatForecast(null, '0.6%')).toBeNull();
  });
});
