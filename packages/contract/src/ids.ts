import { z } from 'zod';
import { ID_LIST_MAX } from './limits';
import { Msg } from './messages';

/** A database id in a path or query (PostgreSQL int4). */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
export const idParams = z.object({ id: idParam });

/** Comma-separated ids ("3,5,8") in a path or query, parsed into unique numbers. */
export const idListParam = z
  .string()
  .trim()
  .max(ID_LIST_MAX * 11)
  .regex(/^(\d{1,10})(,\d{1,10})*$/, Msg.badRequest)
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= ID_LIST_MAX && ids.every((n) => n <= 2_147_483_647), Msg.badRequest);

/** The answer to a create: the new row's id. */
export const idOk = z.object({ id: z.number().int() });
