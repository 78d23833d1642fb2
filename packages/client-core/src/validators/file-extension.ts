import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '@app/contract/limits';

/** Lower-case extension of a file name or URL, ignoring query and hash; '' when there is none. */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function hasImageExtension(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

export function hasVideoExtension(name: string): boolean {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}
