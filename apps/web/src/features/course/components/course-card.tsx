import { priceContext } from '../../../lib/price-context';
import '../../../i18n/register-watch-catalog';
import { formatPrice } from '@app/client-core/format/price';
import type { CourseItem } from '@app/contract/course';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { WatchPages } from '../../../lib/watch-pages';
import { MediaCard } from '../../../components/media-card';

/** A course in a list (courses, my courses, the wealth classroom); tapping opens its video page (SPEC §2). */
export function CourseCard({ item }: { item: CourseItem }) {
  return (
    <MediaCard
      testId="course-card"
      title={item.title}
      pic={item.pic}
      teachers={item.teacherList.map((teacher) => teacher.name).join('、') || item.teacher}
      visits={item.visits}
      dateTime={item.dateTime}
      replay={item.isReplay}
      price={formatPrice(item, priceContext())}
      locked={item.locked}
      onOpen={() => appNavigate(withQuery(WatchPages.courseVideo, { id: item.id }))}
    />
  );
}
