import { z } from 'zod';

export { ResultCode } from './result-code';

export const dataEnvelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const rowsEnvelope = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ code: z.number().int(), msg: z.string(), rows: z.array(row), total: z.number().int() });

/** Envelope of a failed call: data is null, msg says what went wrong. */
export const errorEnvelope = z.object({ code: z.number().int(), msg: z.string(), data: z.null() });

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
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
