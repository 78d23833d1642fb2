import { isSafeLink, type Advertisement } from '@app/contract/ad';
import type { AdRow } from '../../db/schema/ads';

/**
 * A stored link that is not safe (written before validation, or by hand in the database) is never
 * emitted: the ad degrades to "no link", which the client shows as a popup with the ad's data.
 */
export const toAdvertisement = (row: AdRow): Advertisement => ({
  id: row.id,
  categoryCode: row.categoryCode,
  typeCode: row.typeCode,
  title: row.title,
  pic: row.pic,
  content: row.content,
  link: row.link !== null && isSafeLink(row.link) ? row.link : null,
  linkParams: row.linkParams ?? null,
});
