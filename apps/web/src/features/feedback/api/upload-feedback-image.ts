import type { DataEnvelope } from '@app/contract/envelope';
import type { UploadResult } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { api } from '../../../lib/api-client';

/** POST /api/common/upload (the same checked, re-encoded upload as chat images): the stored image's URL. */
export async function uploadFeedbackImage(file: File): Promise<string> {
  const body = await api.upload<DataEnvelope<UploadResult>>({ url: Api.upload, file, loading: false });
  return body.data.url;
}
