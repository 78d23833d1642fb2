import { z } from 'zod';
import { navLink } from './nav';
import { teacher } from './teacher';
import { rowId } from './ids';

export const banner = z.object({
  id: rowId,
  title: z.string(),
  pic: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

/** GET /api/app/tab/ver/2/home/info: what the home (about) page shows. */
export const homeInfo = z.object({
  title: z.string(),
  slogan: z.string(),
  introduction: z.string(),
  banners: z.array(banner),
  menu: z.array(navLink),
  teachers: z.array(teacher),
  highlights: z.array(z.object({ value: z.string(), label: z.string() })),
  servicePhone: z.string(),
  riskTip: z.string(),
});
export type HomeInfo = z.infer<typeof homeInfo>;
