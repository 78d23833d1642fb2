import type { Page } from '@app/contract/envelope';
import { LIVE_DEFAULT_CATEGORY_ID, LIVE_FIRST_SCREEN_MESSAGES } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { liveMessagePageParams, liveTopMessagesPath } from '@app/contract/read-addresses';
import { readEarly } from '../../../lib/api-client';
import { positiveId } from '../../../lib/positive-id';
import { preloadImage } from '../../../lib/preload-image';
import { liveHeatsUrl } from './get-live-heats';
import { liveRoomUrl } from './get-live-room';
import { RISK_TIP_CALL } from './get-risk-tip';

/**
 * What a text room draws first, asked for by the room's route (?id=&categoryId=) while the room's code
 * loads (lib/early-read): the room, its figures, the categories, the risk notice, the pinned messages and
 * the newest messages, whose pictures start downloading as soon as the list is known (the room opens at
 * the newest, so they are on its first screen). A room opened at a search hit (?messageId=) starts its
 * list there instead.
 */
export function readTextRoomEarly(query: URLSearchParams): void {
  const liveId = positiveId(query.get('id'));
  if (liveId === null) return;
  const categoryId = positiveId(query.get('categoryId')) ?? LIVE_DEFAULT_CATEGORY_ID;
  readEarly(liveRoomUrl(liveId));
  readEarly(liveHeatsUrl(liveId));
  readEarly(Api.liveCategoryAll);
  readEarly(Api.riskTipDict, undefined, RISK_TIP_CALL);
  readEarly(liveTopMessagesPath(liveId, categoryId));
  if (positiveId(query.get('messageId')) === null)
    readEarly(Api.liveMessageList, liveMessagePageParams({ liveId, categoryId }))?.then(
      (page) => {
        for (const msg of (page as Page<LiveMessage>).rows.slice(0, LIVE_FIRST_SCREEN_MESSAGES))
          preloadImage(msg.pic);
      },
      () => undefined, // the room's own read shows the failure
    );
}
