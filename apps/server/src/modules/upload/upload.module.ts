import { defineModule } from '../app-module';
import { uploadRoutes } from './upload.routes';
import { createUploadService } from './upload.service';
import { createUploadQuota } from './upload-quota';

export const uploadModule = defineModule({
  name: 'upload',
  setup: (ctx) =>
    ctx.app.register(
      uploadRoutes(
        createUploadService({ uploadsDir: ctx.uploadsDir, clock: ctx.clock }),
        createUploadQuota(ctx.rateLimits),
      ),
    ),
});
