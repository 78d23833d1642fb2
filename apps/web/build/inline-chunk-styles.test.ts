import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { inlineLazyChunkStyles, styleInjection } from './inline-chunk-styles';

const chunk = (fileName: string, isEntry: boolean, css: string[], code: string) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  code,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});
const asset = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });

function bundle() {
  return {
    'assets/index-a1.js': chunk('assets/index-a1.js', true, ['assets/index-b2.css'], 'entry();'),
    'assets/index-b2.css': asset('assets/index-b2.css', 'body{margin:0}'),
    'assets/room-c3.js': chunk('assets/room-c3.js', false, ['assets/room-d4.css'], 'room();'),
    'assets/room-d4.css': asset('assets/room-d4.css', '._list_x{color:"red"}'),
    'assets/plain-e5.js': chunk('assets/plain-e5.js', false, [], 'plain();'),
  } as unknown as OutputBundle;
}

describe('lazy chunks carrying their own styles', () => {
  it('moves a lazy chunk’s stylesheet into its code and drops the file; the entry’s stays a file', () => {
    const out = bundle();
    inlineLazyChunkStyles(out);

    const room = out['assets/room-c3.js'] as unknown as ReturnType<typeof chunk>;
    expect(room.code).toBe(`${styleInjection('._list_x{color:"red"}')}room();`);
    expect([...room.viteMetadata.importedCss]).toEqual([]);
    expect(out['assets/room-d4.css']).toBeUndefined();

    const entry = out['assets/index-a1.js'] as unknown as ReturnType<typeof chunk>;
    expect(entry.code).toBe('entry();');
    expect([...entry.viteMetadata.importedCss]).toEqual(['assets/index-b2.css']);
    expect(out['assets/index-b2.css']).toBeDefined();
    expect((out['assets/plain-e5.js'] as unknown as ReturnType<typeof chunk>).code).toBe('plain();');
  });

  it('adds the styles to the page when the chunk runs, after the styles already there', () => {
    const earlier = document.createElement('style');
    earlier.textContent = 'body{margin:0}';
    document.head.append(earlier);

    new Function(styleInjection('._list_x::after{content:"</style>"}'))();

    const last = document.head.lastElementChild;
    expect(last?.tagName).toBe('STYLE');
    expect(last?.textContent).toBe('._list_x::after{content:"</style>"}');
    expect(last?.previousElementSibling).toBe(earlier);
  });
});
