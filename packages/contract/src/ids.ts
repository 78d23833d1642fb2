import { z } from 'zod';
import { ID_LIST_MAX, INT4_MAX } from './limits';
import { Msg } from './messages';

/**
 * Every integer in the contract is one of these, so none is wider than the column it ends in (decision 064):
 * a wider one reaches the database and fails there instead of being refused as the caller's mistake.
 */

/** A value of an int4 column (counts, statuses, scores, small amounts); `format: int32` for generated clients. */
export const int4 = z.int32();
/** A row id of an int4 serial column, as answers and JSON bodies carry it. */
export const rowId = z.int32().min(1);
/** A count or total (never negative, never wider than the int4 ids it counts). */
export const count = z.int32().min(0);
/**
 * A bigint column read as a JavaScript number (the markets' money in fen): exact up to 2^53−1, which
 * z.int() enforces; `format: int64` tells generated clients, and the contract's integer test, so.
 */
export const int8 = z.int().meta({ format: 'int64' });

/** A database id in a path or query (PostgreSQL int4). */
export const idParam = z.coerce.number().int().min(1).max(INT4_MAX);
export const idParams = z.object({ id: idParam });

/** Comma-separated ids ("3,5,8") in a path or query, parsed into unique numbers. */
export const idListParam = z
  .string()
  .trim()
  .max(ID_LIST_MAX * 11)
  .regex(/^(\d{1,10})(,\d{1,10})*$/, Msg.badRequest)
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= ID_LIST_MAX && ids.every((n) => n <= INT4_MAX), Msg.badRequest);

/** The answer to a create: the new row's id. */
export const idOk = z.object({ id: rowId });
