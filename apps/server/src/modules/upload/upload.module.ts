import { defineModule } from '../app-module';
import { uploadRoutes } from './upload.routes';
import { createUploadService, type UploadService } from './upload.service';
import { createUploadQuota, type UploadQuota } from './upload-quota';

declare module '../app-module' {
  interface Services {
    /** Stores checked, re-encoded pictures (chat images, avatars). */
    uploads: UploadService;
    uploadQuota: UploadQuota;
  }
}

export const uploadModule = defineModule({
  name: 'upload',
  setup: (ctx) => {
    const uploads = createUploadService({ uploadsDir: ctx.uploadsDir, clock: ctx.clock });
    const quota = createUploadQuota(ctx.rateLimits);
    ctx.provide('uploads', uploads);
    ctx.provide('uploadQuota', quota);
    return ctx.app.register(uploadRoutes(uploads, quota));
  },
});
