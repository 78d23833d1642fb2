import { escapeHtml } from '../../lib/escape-html';
import { isOwnImageSrc } from '../../lib/sanitize-rich-text';
import type { FirstScreenSource } from '../../plugins/first-screen';
import type { HomeService } from './home.service';

/**
 * The home page's first screen (decision 052): the red hero with the service's name and slogan, and the
 * first banner (the page's largest paint), laid out by the classes of the app's index.html as the home page
 * lays them out. The menu, the figures and the teachers come with the app. Nothing is drawn while the home
 * page is not configured, nor without a name of its own (the app then shows the catalog's name).
 */
export function homeFirstScreen(home: Pick<HomeService, 'document'>): FirstScreenSource {
  return async () => {
    const doc = await home.document();
    if (!doc?.title) return null;
    const first = doc.banners[0];
    const image = first && isOwnImageSrc(first.pic) ? first.pic : null;
    const banner = image
      ? `<div class="fs-home-banner"><img src="${escapeHtml(image)}" alt="" fetchpriority="high"></div>`
      : '';
    const html =
      `<div class="fs-page fs-grey fs-home"><header class="fs-home-hero">` +
      `<h1 class="fs-home-brand">${escapeHtml(doc.title)}</h1>` +
      `<p class="fs-home-slogan">${doc.slogan ? escapeHtml(doc.slogan) : '&nbsp;'}</p></header>${banner}</div>`;
    return { title: doc.title, html, ...(image ? { image } : {}) };
  };
}
