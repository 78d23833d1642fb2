import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { dataEnvelope } from '@app/contract/envelope';
import { uploadResult } from '@app/contract/live';
import { IMAGE_UPLOAD_MAX_BYTES } from '@app/contract/limits';
import { LiveMsg, Msg, UploadMsg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import { ok } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { UploadQuota } from './upload-quota';
import type { UploadService } from './upload.service';

const tooLarge = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE' ||
  (error as { code?: unknown } | null)?.code === 'FST_PARTS_LIMIT' ||
  (error as { statusCode?: unknown } | null)?.statusCode === 413;

/** A multipart body the parser can split needs a boundary; without one it is the caller's mistake. */
export const hasBoundary = (request: FastifyRequest) =>
  /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(request.headers['content-type'] ?? '');

/** Reads the one file part; every way a body can be malformed is a 400, never a 500. */
export async function readFile(request: FastifyRequest, uploads: UploadService) {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new ValidationError(Msg.uploadUnsupported);
    uploads.assertImageName(file.filename);
    return { fileName: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if (tooLarge(error)) throw new ValidationError(LiveMsg.uploadTooLarge);
    if (error instanceof AppError) throw error;
    throw new ValidationError(Msg.uploadUnsupported);
  }
}

export function uploadRoutes(uploads: UploadService, quota?: UploadQuota) {
  return async (app: FastifyInstance) => {
    // Registered in this scope only: nowhere else accepts multipart bodies.
    await app.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });

    /** One image from the multipart body, checked, re-encoded and stored within the member's quota. */
    const storeImage = async (request: FastifyRequest, memberId: number) => {
      if (!request.isMultipart() || !hasBoundary(request)) throw new ValidationError(Msg.uploadUnsupported);
      await quota?.assertRoom(memberId, request.ip);
      const { fileName, bytes } = await readFile(request, uploads);
      const { result, storedBytes } = await uploads.saveImage(fileName, bytes);
      await quota?.charge(memberId, request.ip, storedBytes);
      return result;
    };

    app.post(
      Api.upload,
      {
        config: { writeQuota: 'upload' },
        preHandler: requireMember,
        schema: {
          tags: ['common'],
          summary: 'Upload one chat image (multipart field "file": png, jpg, jpeg, gif or bmp)',
          consumes: ['multipart/form-data'],
          response: { 200: dataEnvelope(uploadResult) },
        },
      },
      async (request) => {
        const { member } = currentAuth(request);
        return ok(await storeImage(request, member.id));
      },
    );

    // The rich-text editor's picture button (teachers write articles and viewpoints): same checks and store.
    app.post(
      Api.ueditorUpload,
      {
        config: { writeQuota: 'upload' },
        preHandler: requireMember,
        schema: {
          tags: ['common'],
          summary: 'Upload one rich-text image, teachers only (multipart field "file")',
          consumes: ['multipart/form-data'],
          response: { 200: dataEnvelope(uploadResult) },
        },
      },
      async (request) => {
        const { member } = currentAuth(request);
        if ((await request.viewer()).teacherId === null) throw new ForbiddenError(UploadMsg.teachersOnly);
        return ok(await storeImage(request, member.id));
      },
    );
  };
}
