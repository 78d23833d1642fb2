import { z } from 'zod';
import { int4, count } from './ids';
import { PAGE_NUM_MAX, PAGE_SIZE_MAX } from './limits';

import { ResultCode } from './result-code';

export { ResultCode };

export const dataEnvelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: int4, msg: z.string(), data });

export const rowsEnvelope = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ code: int4, msg: z.string(), rows: z.array(row), total: count });

/**
 * Envelope of a failed call, still on HTTP 200 (decision 003): code is never 200, msg says what went wrong, and
 * data is null or says what the caller lacks or must do next (206: what unlocks it; 428: captchaRequired; 429:
 * retryAfterMs). Every operation's answer is its success envelope or this (decision 064).
 */
export const errorEnvelope = z.object({
  code: int4.meta({ not: { const: ResultCode.ok } }),
  msg: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
});

export type DataEnvelope<T> = { code: number; msg: string; data: T };
export type RowsEnvelope<T> = { code: number; msg: string; rows: T[]; total: number };
/** One page of a list answer (`rows` and `total` of a rows envelope); the one page type clients use. */
export interface Page<T> {
  rows: T[];
  total: number;
}
export type AnyEnvelope = { code?: number; msg?: string; data?: unknown; rows?: unknown[]; total?: number };

/** Standard list query: page numbers start at 1. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(PAGE_NUM_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
