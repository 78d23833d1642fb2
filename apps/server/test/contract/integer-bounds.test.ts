import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idListParam, idParam, rowId } from '@app/contract/ids';
import { unboundedIntegers } from '@app/contract/integer-bounds';
import { INT4_MAX } from '@app/contract/limits';
import { repoRoot } from '../../src/config';

/** Every module of the contract, so a schema added anywhere is walked without editing this test. */
const folder = path.join(repoRoot, 'packages/contract/src');
const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const modules = Object.fromEntries(
  await Promise.all(
    files.map(
      async (file) =>
        [
          file,
          (await import(`@app/contract/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>,
        ] as const,
    ),
  ),
);

describe('integers in the contract', () => {
  const schemas = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => ({ name: `${file}:${name}`, schema })),
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

  it('refuses an id above int4 and one above 2^53 wherever an id is read', () => {
    for (const big of ['2147483648', '9007199254740993']) {
      expect(idParam.safeParse(big).success).toBe(false);
      expect(rowId.safeParse(Number(big)).success).toBe(false);
      expect(idListParam.safeParse(`1,${big}`).success).toBe(false);
    }
    expect(idParam.parse('2147483647')).toBe(INT4_MAX);
  });
});
