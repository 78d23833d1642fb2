import { z } from 'zod';
import { pageQuery } from './envelope';
import { idParam, rowId } from './ids';
import { AD_PAGE_SIZE, LINK_MAX_CHARS } from './limits';
import { ContentMsg } from './messages';
import { AD_CATEGORY_CODES } from './ad-codes';
import { isSafeLink } from './safe-link';

export const AdCategoryCode = z.enum(AD_CATEGORY_CODES);
export type AdCategoryCode = z.infer<typeof AdCategoryCode>;
export const AdTypeCode = z.enum(['Route', 'Webview', 'Miniprogram', 'Other']);

export { isSafeLink };

export const safeLink = z.string().trim().max(LINK_MAX_CHARS).refine(isSafeLink, ContentMsg.linkRefused);

/** Advertisement (SPEC §3). link null: the client opens a popup with the ad's data. */
export const advertisement = z.object({
  id: rowId,
  categoryCode: z.string(),
  typeCode: AdTypeCode,
  title: z.string(),
  pic: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  linkParams: z.record(z.string(), z.string()).nullable(),
});
export type Advertisement = z.infer<typeof advertisement>;

export const adListQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(AD_PAGE_SIZE).default(AD_PAGE_SIZE),
  categoryCode: AdCategoryCode.optional(),
  teacherId: idParam.optional(),
  goodsId: idParam.optional(),
});
export const adCodeParams = z.object({ code: z.string().trim().min(1).max(32) });
export const adCategoryParams = z.object({ categoryCode: AdCategoryCode });
