import { chinaDay, chinaInstant, isTradingDay } from '../providers/market/trading-calendar';

/**
 * When the simulated finance calendar's releases happen: each on its real schedule (REFERENCE §13), so the
 * calendar reads like a real one — LPR once a month on the 20th, payrolls on first Fridays, FOMC on its
 * published dates. Days are China calendar days; instants are exact (US releases follow New York time,
 * summer time included).
 */

export interface ReleaseKind {
  key: string;
  region: string;
  title: string;
  importance: number;
  /** A typical level, how far a release moves from it, and the unit of the figures. */
  level: number;
  step: number;
  unit: string;
  /** The instants of this release in a month (year, month 1–12), with the period each reports on. */
  releases(year: number, month: number): { at: Date; period: string }[];
}

export interface ScheduledRelease {
  kind: ReleaseKind;
  at: Date;
  /** China calendar day of `at`. */
  day: string;
  periodLabel: string;
}

const DAY_MS = 86_400_000;

/** FOMC meetings' second (decision) days in New York, as the Fed published them; none invented after. */
export const FOMC_DECISION_DAYS = [
  '2026-01-28',
  '2026-03-18',
  '2026-04-29',
  '2026-06-17',
  '2026-07-29',
  '2026-09-16',
  '2026-10-28',
  '2026-12-09',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthLabel = (_year: number, month: number) => `(${month}月)`;
/** The first given weekday (0 = Sunday) on or after a day. */
const weekdayFrom = (day: string, wd: number) => addDays(day, (wd - weekday(day) + 7) % 7);
const previousMonth = (year: number, month: number) => (month === 1 ? [year - 1, 12] : [year, month - 1]);
const previousMonthLabel = (year: number, month: number) => {
  const [y, m] = previousMonth(year, month);
  return monthLabel(y!, m!);
};

/** The first China working day on or after a day (the embedded exchange holidays and weekends are off). */
const chinaWorkingDayFrom = (day: string) => {
  let d = day;
  while (!isTradingDay(d)) d = addDays(d, 1);
  return d;
};

/** The nth (1-based) given weekday (0 = Sunday) of a month; n = -1 for the last. */
export function nthWeekday(year: number, month: number, wd: number, n: number): string {
  if (n < 0) {
    let d = dayOf(year, month, daysInMonth(year, month));
    while (weekday(d) !== wd) d = addDays(d, -1);
    return d;
  }
  let d = dayOf(year, month, 1);
  while (weekday(d) !== wd) d = addDays(d, 1);
  return addDays(d, 7 * (n - 1));
}

/** US summer time: from the second Sunday of March to the first Sunday of November. */
export function usSummerTime(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return day >= nthWeekday(year, 3, 0, 2) && day < nthWeekday(year, 11, 0, 1);
}

/** The instant of a New York wall-clock time on a New York day. */
export function newYorkInstant(day: string, hhmm: string): Date {
  return new Date(`${day}T${hhmm}:00${usSummerTime(day) ? '-04:00' : '-05:00'}`);
}

const US_FIXED_HOLIDAYS = ['01-01', '07-04', '12-25'];
const usBusinessDayFrom = (day: string) => {
  let d = day;
  while (weekday(d) === 0 || weekday(d) === 6 || US_FIXED_HOLIDAYS.includes(d.slice(5))) d = addDays(d, 1);
  return d;
};

/** Every given weekday of a month, with the week (ending the Saturday before) it reports on. */
const weekly = (year: number, month: number, wd: number, hhmm: string) => {
  const out: { at: Date; period: string }[] = [];
  for (let d = nthWeekday(year, month, wd, 1); d.slice(5, 7) === pad(month); d = addDays(d, 7)) {
    const weekEnd = addDays(d, -((weekday(d) + 1) % 7 || 7));
    out.push({
      at: newYorkInstant(d, hhmm),
      period: `(${Number(weekEnd.slice(5, 7))}月${Number(weekEnd.slice(8))}日当周)`,
    });
  }
  return out;
};

export const RELEASE_KINDS: readonly ReleaseKind[] = [
  {
    key: 'cn-lpr',
    region: '中国',
    title: '一年期贷款市场报价利率(LPR)',
    importance: 3,
    level: 3.0,
    step: 0,
    unit: '%',
    // The 20th at 09:00, the next working day when the 20th is not one.
    releases: (y, m) => [
      { at: chinaInstant(chinaWorkingDayFrom(dayOf(y, m, 20)), '09:00'), period: monthLabel(y, m) },
    ],
  },
  ...(['CPI年率', 'PPI年率'] as const).map((title): ReleaseKind => ({
    key: `cn-${title}`,
    region: '中国',
    title,
    importance: title === 'CPI年率' ? 3 : 2,
    level: title === 'CPI年率' ? 0.4 : -2.1,
    step: title === 'CPI年率' ? 0.3 : 0.4,
    unit: '%',
    // NBS publishes the month before's prices together, around the 9th–10th.
    releases: (y, m) => [
      { at: chinaInstant(chinaWorkingDayFrom(dayOf(y, m, 9)), '09:30'), period: previousMonthLabel(y, m) },
    ],
  })),
  {
    key: 'cn-pmi',
    region: '中国',
    title: '官方制造业PMI',
    importance: 3,
    level: 49.6,
    step: 0.5,
    unit: '',
    releases: (y, m) => [
      { at: chinaInstant(dayOf(y, m, daysInMonth(y, m)), '09:30'), period: monthLabel(y, m) },
    ],
  },
  {
    key: 'cn-retail',
    region: '中国',
    title: '社会消费品零售总额年率',
    importance: 2,
    level: 3.4,
    step: 0.6,
    unit: '%',
    releases: (y, m) => [
      { at: chinaInstant(chinaWorkingDayFrom(dayOf(y, m, 15)), '10:00'), period: previousMonthLabel(y, m) },
    ],
  },
  {
    key: 'jp-tokyo-cpi',
    region: '日本',
    title: '东京CPI年率',
    importance: 2,
    level: 2.6,
    step: 0.2,
    unit: '%',
    releases: (y, m) => [{ at: chinaInstant(nthWeekday(y, m, 5, -1), '07:30'), period: monthLabel(y, m) }],
  },
  {
    key: 'us-nfp',
    region: '美国',
    title: '非农就业人数',
    importance: 3,
    level: 15,
    step: 6,
    unit: '万',
    releases: (y, m) => [
      { at: newYorkInstant(nthWeekday(y, m, 5, 1), '08:30'), period: previousMonthLabel(y, m) },
    ],
  },
  {
    key: 'us-cpi',
    region: '美国',
    title: 'CPI年率',
    importance: 3,
    level: 2.9,
    step: 0.2,
    unit: '%',
    // Mid-month: the Wednesday that falls on the 10th–16th.
    releases: (y, m) => [
      { at: newYorkInstant(weekdayFrom(dayOf(y, m, 10), 3), '08:30'), period: previousMonthLabel(y, m) },
    ],
  },
  {
    key: 'us-ism',
    region: '美国',
    title: 'ISM制造业PMI',
    importance: 2,
    level: 48.7,
    step: 0.8,
    unit: '',
    releases: (y, m) => [
      { at: newYorkInstant(usBusinessDayFrom(dayOf(y, m, 1)), '10:00'), period: previousMonthLabel(y, m) },
    ],
  },
  {
    key: 'us-pce',
    region: '美国',
    title: '核心PCE物价指数年率',
    importance: 3,
    level: 2.8,
    step: 0.1,
    unit: '%',
    releases: (y, m) => [
      { at: newYorkInstant(nthWeekday(y, m, 5, -1), '08:30'), period: previousMonthLabel(y, m) },
    ],
  },
  {
    key: 'us-claims',
    region: '美国',
    title: '初请失业金人数',
    importance: 2,
    level: 22.4,
    step: 1.2,
    unit: '万',
    releases: (y, m) => weekly(y, m, 4, '08:30'),
  },
  {
    key: 'us-eia',
    region: '美国',
    title: 'EIA原油库存变化',
    importance: 1,
    level: -120,
    step: 300,
    unit: '万桶',
    releases: (y, m) => weekly(y, m, 3, '10:30'),
  },
  {
    key: 'us-fomc',
    region: '美国',
    title: '美联储利率决议(上限)',
    importance: 3,
    level: 3.75,
    step: 0,
    unit: '%',
    releases: (y, m) =>
      FOMC_DECISION_DAYS.filter((d) => d.startsWith(`${y}-${pad(m)}`)).map((d) => ({
        at: newYorkInstant(d, '14:00'),
        period: '',
      })),
  },
];

/** Every release whose China day falls from `from` to `to` (both YYYY-MM-DD, included), in time order. */
export function scheduledReleases(from: string, to: string, kinds = RELEASE_KINDS): ScheduledRelease[] {
  const out: ScheduledRelease[] = [];
  // A month either side: a New York release late on the last day lands on the next China day.
  let [y, m] = previousMonth(Number(from.slice(0, 4)), Number(from.slice(5, 7))) as [number, number];
  const last = addDays(to, 31).slice(0, 7);
  while (`${y}-${pad(m)}` <= last) {
    for (const kind of kinds) {
      for (const r of kind.releases(y, m)) {
        const day = chinaDay(r.at);
        if (day >= from && day <= to) out.push({ kind, at: r.at, day, periodLabel: r.period });
      }
    }
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime() || a.kind.key.localeCompare(b.kind.key));
}
