import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = `${resolve(__dirname, '../../../..')}/`;
const eslint = new ESLint({ cwd: repoRoot });

/** Lints `code` as if it were the file at `path` (relative to apps/web/src); answers the boundary errors. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/web/src/${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

// Loading the lint config (typescript-eslint and the boundaries plugin) takes seconds on a busy machine.
describe('import boundaries (npm run lint)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'features/column/api/probe.ts',
      "import { newsKeys } from '../../news/api/news-keys';\nexport const probe = newsKeys;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature="news"');
  });

  it('refuses a feature importing the app, and shared code importing a feature', async () => {
    const fromFeature = await boundaryErrors(
      'features/column/api/probe.ts',
      "import { APP_ROUTES } from '../../../app/route-table';\nexport const probe = APP_ROUTES;\n",
    );
    const fromShared = await boundaryErrors(
      'lib/probe.ts',
      "import { newsKeys } from '../features/news/api/news-keys';\nexport const probe = newsKeys;\n",
    );
    expect(fromFeature).toHaveLength(1);
    expect(fromShared).toHaveLength(1);
  });

  it('lets a feature use itself and the shared folders, and a page use any feature', async () => {
    const feature = await boundaryErrors(
      'features/column/api/probe.ts',
      [
        "import { columnKeys } from './column-keys';",
        "import { storage } from '../../../lib/storage';",
        'export const probe = [columnKeys, storage];',
        '',
      ].join('\n'),
    );
    const page = await boundaryErrors(
      'app/routes/news/probe.tsx',
      [
        "import { newsKeys } from '../../../features/news/api/news-keys';",
        "import { columnKeys } from '../../../features/column/api/column-keys';",
        'export const probe = [newsKeys, columnKeys];',
        '',
      ].join('\n'),
    );
    expect(feature).toEqual([]);
    expect(page).toEqual([]);
  });
});
