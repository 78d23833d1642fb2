import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Where the uploads folder is served (screenshots have their own signed route below it). */
export const UPLOADS_PREFIX = '/uploads/';

/** A stored file is a picture to look at, never a page: no script, no plugins, no sniffing. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const INLINE = new Set(['.png', '.jpg', '.jpeg', '.gif', '.bmp']);

/** Headers of every file served from the uploads folder (and of other user-derived pictures). */
export function setUploadHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath).replace(/[^\w.-]/g, '_');
  const disposition = INLINE.has(path.extname(name).toLowerCase()) ? 'inline' : 'attachment';
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', UPLOAD_CSP)
    .header('Content-Disposition', `${disposition}; filename="${name}"`);
}
