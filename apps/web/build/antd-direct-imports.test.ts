import { describe, expect, it } from 'vitest';
import { readIndex, rewriteImports } from './antd-direct-imports';

describe('UI kit imports one file per component', () => {
  const targets = readIndex();

  it('maps the components of the installed package index to their files', () => {
    expect(targets.get('Button')).toEqual({ file: 'antd-mobile/es/components/button', exported: 'default' });
    expect(targets.get('setDefaultConfig')?.exported).toBe('setDefaultConfig');
  });

  it('rewrites value imports, keeping aliases and the line count', () => {
    const source = "import {\n  Button,\n  Popup as Sheet,\n} from 'antd-mobile';\nconst x = 1;";
    const out = rewriteImports(source, targets);
    expect(out).toContain("import Button from 'antd-mobile/es/components/button';");
    expect(out).toContain("import Sheet from 'antd-mobile/es/components/popup';");
    expect(out).not.toContain("from 'antd-mobile';");
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('turns type specifiers left alone into an erased type import', () => {
    const out = rewriteImports("import { Button, type ImageUploadItem } from 'antd-mobile';", targets);
    expect(out).toContain("import type { ImageUploadItem } from 'antd-mobile';");
    expect(out).toContain("import Button from 'antd-mobile/es/components/button';");
  });

  it('leaves names the index does not map on the package import', () => {
    const source = "import { NotAComponent } from 'antd-mobile';";
    expect(rewriteImports(source, targets)).toBe(source);
  });
});
