import { idParam } from '@app/contract/ids';
import { escapeHtml } from '../../lib/escape-html';
import { isOwnImageSrc } from '../../lib/sanitize-rich-text';
import type { FirstScreenSource } from '../../plugins/first-screen';
import type { CourseService } from './course.service';

/**
 * A course's first screen (decision 051): the player's frame with the course's picture, which the player
 * shows as its poster (the page's largest paint), and the course's title, laid out by the classes of the
 * app's index.html as the course page lays them out. Free courses only: a course behind a module opens
 * the no-permission page for a visitor, and a missing one the not-found state.
 */
export function courseFirstScreen(courses: Pick<CourseService, 'freeCourse'>): FirstScreenSource {
  return async (query) => {
    const id = idParam.safeParse(query.get('id'));
    if (!id.success) return null;
    const course = await courses.freeCourse(id.data);
    if (!course) return null;
    const image = isOwnImageSrc(course.pic) ? course.pic : null;
    const poster = image ? `<img src="${escapeHtml(image)}" alt="" fetchpriority="high">` : '';
    const html =
      `<div class="fs-page fs-grey"><div class="fs-bar"></div><div class="fs-player">` +
      `<div class="fs-player-frame">${poster}</div></div>` +
      `<section class="fs-course"><h1 class="fs-course-title">${escapeHtml(course.title)}</h1></section></div>`;
    return { title: course.title, html, ...(image ? { image } : {}) };
  };
}
