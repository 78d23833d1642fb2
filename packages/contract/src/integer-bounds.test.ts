import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unboundedIntegers } from './integer-bounds';
import { INT4_MAX } from './limits';

/** Every module of the contract, so a schema added anywhere is walked without editing this test. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

describe('integers in the contract', () => {
  const schemas = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => ({ name: `${file.slice(2)}:${name}`, schema })),
  );

  it('finds the schemas it walks', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it('are all bounded by their column type, as callers send them and as answers carry them', () => {
    const unbounded = schemas.flatMap(({ name, schema }) =>
      (['input', 'output'] as const).flatMap((io) =>
        unboundedIntegers(z.toJSONSchema(schema, { io, unrepresentable: 'any' }), `${name} (${io})`),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses an id above int4 and one above 2^53 wherever an id is read', async () => {
    const { idParam, idListParam, rowId } = await import('./ids');
    for (const big of [2_147_483_648, 9_007_199_254_740_993]) {
      expect(idParam.safeParse(String(big)).success).toBe(false);
      expect(rowId.safeParse(big).success).toBe(false);
      expect(idListParam.safeParse(`1,${big}`).success).toBe(false);
    }
    expect(idParam.parse('2147483647')).toBe(INT4_MAX);
  });
});
