import type { Database } from '../db/client';
import { financeEvents } from '../db/schema/markets';
import { hashSeed, mulberry32 } from '../providers/market/seeded-random';
import { chinaDay, chinaInstant } from '../providers/market/trading-calendar';

/** Recurring macro releases: Beijing time, region, event, stars, a typical level and unit. */
const TEMPLATES = [
  { time: '09:30', region: '中国', title: 'CPI年率', importance: 3, level: 0.4, step: 0.3, unit: '%' },
  { time: '09:30', region: '中国', title: 'PPI年率', importance: 2, level: -2.1, step: 0.4, unit: '%' },
  { time: '09:30', region: '中国', title: '官方制造业PMI', importance: 3, level: 49.6, step: 0.5, unit: '' },
  {
    time: '09:15',
    region: '中国',
    title: '一年期贷款市场报价利率(LPR)',
    importance: 3,
    level: 3.0,
    step: 0,
    unit: '%',
  },
  {
    time: '11:00',
    region: '中国',
    title: '社会消费品零售总额年率',
    importance: 2,
    level: 3.4,
    step: 0.6,
    unit: '%',
  },
  { time: '07:30', region: '日本', title: '东京CPI年率', importance: 2, level: 2.6, step: 0.2, unit: '%' },
  { time: '15:00', region: '英国', title: 'GDP月率', importance: 2, level: 0.1, step: 0.2, unit: '%' },
  { time: '17:00', region: '欧元区', title: 'CPI年率初值', importance: 3, level: 2.1, step: 0.2, unit: '%' },
  {
    time: '21:15',
    region: '欧元区',
    title: '欧洲央行主要再融资利率',
    importance: 3,
    level: 2.15,
    step: 0,
    unit: '%',
  },
  { time: '21:30', region: '美国', title: '非农就业人数', importance: 3, level: 150, step: 60, unit: '万' },
  {
    time: '21:30',
    region: '美国',
    title: '初请失业金人数',
    importance: 2,
    level: 22.4,
    step: 1.2,
    unit: '万',
  },
  {
    time: '21:30',
    region: '美国',
    title: '核心PCE物价指数年率',
    importance: 3,
    level: 2.8,
    step: 0.1,
    unit: '%',
  },
  { time: '22:00', region: '美国', title: 'ISM制造业PMI', importance: 2, level: 48.7, step: 0.8, unit: '' },
  {
    time: '23:30',
    region: '美国',
    title: 'EIA原油库存变化',
    importance: 1,
    level: -120,
    step: 300,
    unit: '万桶',
  },
] as const;

const PERIOD = (day: string) => `(${Number(day.slice(5, 7))}月)`;
const fmt = (v: number, unit: string) => `${Number.isInteger(v) ? v : v.toFixed(unit === '' ? 1 : 2)}${unit}`;

/**
 * A fortnight of finance-calendar events around `today` (weekdays, 5–7 a day), with previous, forecast
 * and actual values drawn from a seeded source; the API shows each actual only once its time has passed.
 */
export async function seedFinanceCalendar(db: Database, now: Date) {
  const today = chinaDay(now);
  const rows: (typeof financeEvents.$inferInsert)[] = [];
  for (let offset = -7; offset <= 7; offset++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const random = mulberry32(hashSeed(`calendar:${day}`));
    const picked = TEMPLATES.filter(() => random() < 0.45).slice(0, 7);
    for (const e of picked.length >= 3 ? picked : TEMPLATES.slice(0, 5)) {
      const previous = e.level + (random() - 0.5) * 2 * e.step;
      const forecast = previous + (random() - 0.5) * e.step;
      const actual = forecast + (random() - 0.5) * 2 * e.step;
      const round = (v: number) => Math.round(v * 100) / 100;
      rows.push({
        occursAt: chinaInstant(day, e.time),
        day,
        region: e.region,
        title: e.title,
        periodLabel: PERIOD(day),
        importance: e.importance,
        previous: fmt(round(previous), e.unit),
        forecast: fmt(round(forecast), e.unit),
        actual: fmt(round(actual), e.unit),
      });
    }
  }
  await db.insert(financeEvents).values(rows);
}
