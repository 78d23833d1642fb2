import { idParam } from '@app/contract/ids';
import { NotFoundError } from '../../errors';
import { escapeHtml } from '../../lib/escape-html';
import { isOwnImageSrc } from '../../lib/sanitize-rich-text';
import type { FirstScreenSource } from '../../plugins/first-screen';
import type { MarketsService } from './markets.service';

/**
 * A race's first screen (decision 051): its banner, the page's largest paint, and its title, laid out by
 * the classes of the app's index.html as the race page lays out its header card. What depends on the reader
 * (joined or not, the portfolio) and the texts of the catalogs come with the app.
 */
export function raceFirstScreen(markets: MarketsService): FirstScreenSource {
  return async (query) => {
    const id = idParam.safeParse(query.get('id'));
    if (!id.success) return null;
    const race = await markets.info(id.data, null).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (!race) return null;
    const image = isOwnImageSrc(race.pic) ? race.pic : null;
    const banner = image
      ? `<span class="fs-banner"><img src="${escapeHtml(image)}" alt="" fetchpriority="high"></span>`
      : '';
    const html =
      `<div class="fs-page fs-grey"><div class="fs-bar"></div><section class="fs-hero">${banner}` +
      `<div class="fs-hero-body"><h2 class="fs-hero-title">${escapeHtml(race.title)}</h2></div></section></div>`;
    return { title: race.title, html, ...(image ? { image } : {}) };
  };
}
