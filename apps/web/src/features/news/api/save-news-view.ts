import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/**
 * POST /api/news/view/ver/2/save: marks the article read (SPEC §7: no spinner, only code 200 accepted).
 * Silent: a failed mark only leaves the article unread.
 */
export async function saveNewsView(newsId: number): Promise<void> {
  await send(Api.newsViewSave, { newsId }, { loading: false, toastOnError: false });
}
