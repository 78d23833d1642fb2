import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ICON_NAME } from '@app/contract/icon-sprite';

export interface IconSprite {
  svg: string;
  etag: string;
}

const OPEN_TAG = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>/i;
const VIEW_BOX = /\bviewBox="([-\d.\s,]+)"/i;

/**
 * One SVG stack of every icon in the folder: icon i is drawn at y = i × 24 (in its own nested `<svg>` keeping
 * its viewBox and presentation attributes) and named by a `<view>` of its file name, so
 * `sprite.svg#menu-live` shows exactly that icon (SVG 1.1 §5.8 fragment identifiers). Ids inside an icon
 * (gradients) are prefixed with its name, so two icons can never share one. Files that are not a plain
 * `<svg>` with a viewBox are left out (they stay reachable at their own address).
 */
export async function buildIconSprite(folder: string): Promise<IconSprite> {
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.svg') && ICON_NAME.test(file.slice(0, -4)) && file !== 'sprite.svg')
    .sort();
  const cell = 24;
  const parts: string[] = [];
  let row = 0;
  for (const file of names) {
    const name = file.slice(0, -4);
    const source = await readFile(path.join(folder, file), 'utf8');
    const open = OPEN_TAG.exec(source);
    const viewBox = open && VIEW_BOX.exec(open[1] ?? '');
    const close = source.lastIndexOf('</svg>');
    if (!open || !viewBox || close < open[0].length) continue;
    // Keep the icon's presentation attributes (fill, stroke…), drop its size and namespace declarations.
    const attributes = (open[1] ?? '').replace(/\s(?:xmlns(?::\w+)?|width|height|viewBox|x|y)="[^"]*"/gi, '');
    const body = source
      .slice(open[0].length, close)
      .replace(/\bid="([^"]+)"/g, (_m, id: string) => `id="${name}-${id}"`)
      .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${name}-${id})`)
      .replace(/href="#([^"]+)"/g, (_m, id: string) => `href="#${name}-${id}"`);
    const y = row * cell;
    parts.push(
      `<view id="${name}" viewBox="0 ${y} ${cell} ${cell}"/>`,
      `<svg x="0" y="${y}" width="${cell}" height="${cell}" viewBox="${viewBox[1]}"${attributes}>${body}</svg>`,
    );
    row += 1;
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `viewBox="0 0 ${cell} ${Math.max(row, 1) * cell}">${parts.join('')}</svg>`;
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
}
