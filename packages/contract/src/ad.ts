import { z } from 'zod';
import { pageQuery } from './envelope';
import { idParam } from './ids';
import { AD_PAGE_SIZE, LINK_MAX_CHARS } from './limits';
import { ContentMsg } from './messages';

export const AdCategoryCode = z.enum([
  'teacherAd',
  'goodsAd',
  'officialInstitutionList',
  'appInstitutionList',
  'home',
  'popup',
]);
export type AdCategoryCode = z.infer<typeof AdCategoryCode>;
export const AdTypeCode = z.enum(['Route', 'Webview', 'Miniprogram', 'Other']);

/**
 * A link is safe when it is an in-app path (/pages/...), or an http(s) address; never javascript:,
 * data:, vbscript: or protocol-relative (SPEC §2 http-prefix rule applies to bare hosts on the client).
 */
export function isSafeLink(link: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme: strip them before checking.
  const compact = [...link]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  if (compact.length === 0 || compact.length > LINK_MAX_CHARS) return false;
  if (compact.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return scheme === 'http' || scheme === 'https';
}

export const safeLink = z.string().trim().max(LINK_MAX_CHARS).refine(isSafeLink, ContentMsg.linkRefused);

/** Advertisement (SPEC §3). link null: the client opens a popup with the ad's data. */
export const advertisement = z.object({
  id: z.number().int(),
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
