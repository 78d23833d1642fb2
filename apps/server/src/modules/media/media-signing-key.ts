import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SIGNING_KEY_FILE = 'media-signing.key';

async function readKey(file: string): Promise<Buffer | null> {
  try {
    const key = (await readFile(file, 'utf8')).trim();
    if (key.length < 32) throw new Error(`${file} holds no usable key; delete it to have a new one made`);
    return Buffer.from(key, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The key of signed media links: MEDIA_SIGNING_KEY when set (required when instances do not share
 * DATA_DIR), else a random key kept in DATA_DIR so links survive a restart.
 */
export async function loadMediaSigningKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  const existing = await readKey(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked into place: a process starting at the same moment
  // either wins the link or reads the complete key of the one that did.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const key = await readKey(file);
  if (!key) throw new Error(`${file} could not be created`);
  return key;
}
