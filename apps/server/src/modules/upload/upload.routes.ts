import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { dataEnvelope } from '@app/contract/envelope';
import { uploadResult } from '@app/contract/live';
import { IMAGE_UPLOAD_MAX_BYTES } from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { ValidationError } from '../../errors';
import { ok } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { UploadService } from './upload.service';

const tooLarge = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE' ||
  (error as { code?: unknown } | null)?.code === 'FST_PARTS_LIMIT' ||
  (error as { statusCode?: unknown } | null)?.statusCode === 413;

export function uploadRoutes(uploads: UploadService) {
  return async (app: FastifyInstance) => {
    // Registered in this scope only: nowhere else accepts multipart bodies.
    await app.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });

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
        currentAuth(request);
        if (!request.isMultipart()) throw new ValidationError(Msg.uploadUnsupported);
        let result;
        try {
          const file = await request.file();
          if (!file || file.fieldname !== 'file') throw new ValidationError(Msg.uploadUnsupported);
          uploads.assertImageName(file.filename);
          const bytes = await file.toBuffer();
          result = await uploads.saveImage(file.filename, bytes);
        } catch (error) {
          if (tooLarge(error)) throw new ValidationError(LiveMsg.uploadTooLarge);
          throw error;
        }
        return ok(result);
      },
    );
  };
}
