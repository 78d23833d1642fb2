import type { ClientPlatform, ClientVersionInfo } from '@app/contract/client-version';
import { APP_VERSION } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';

/** GET /api/client/version/latest: the newest released version of this platform (null: none yet). */
export function getLatestVersion(platform: ClientPlatform): Promise<ClientVersionInfo | null> {
  return getData<ClientVersionInfo | null>(Api.clientVersionLatest, { platform, sn: APP_VERSION });
}
