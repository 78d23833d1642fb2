import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { CourseItem } from '@app/contract/course';
import type { LiveRoom } from '@app/contract/live';
import type { LiveVideoRoom } from '@app/contract/live-video';
import type { NewsItem } from '@app/contract/news';
import { LazyImage } from '../../../components/lazy-image';
import { HeadingScope } from '../../../components/heading-level';
import styles from './teacher-sections.module.css';

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h2 className={styles.heading}>{title}</h2>
      <HeadingScope>{children}</HeadingScope>
    </section>
  );
}

interface CardProps {
  pic: string;
  title: string;
  meta: ReactNode;
  badge?: string | null;
  locked: boolean;
  /** Left out when the page it would open is not available: the card is then not a link. */
  onOpen?: () => void;
}

function Card({ pic, title, meta, badge, locked, onOpen }: CardProps) {
  const { t } = useTranslation();
  const inner = (
    <>
      <span className={styles.pic}>
        <LazyImage src={pic} alt="" ratio={16 / 9} />
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        <span className={styles.meta}>
          {meta}
          {locked ? <span className={styles.lock}>{t('content.locked')}</span> : null}
        </span>
      </span>
    </>
  );
  return (
    <li>
      {onOpen ? (
        <button type="button" className={styles.card} onClick={onOpen}>
          {inner}
        </button>
      ) : (
        <div className={styles.card}>{inner}</div>
      )}
    </li>
  );
}

/** What a card shows of one item. */
type CardOf<T> = (item: T) => Omit<CardProps, 'onOpen'>;

interface CardsProps<T> {
  items: readonly T[];
  /** Left out when the items' page is not available on this surface: the cards are then not links. */
  onOpen?: ((id: number) => void) | undefined;
}

/** A card list for one kind of item, from the hook that says what its card shows. */
function cardList<T extends { id: number }>(useCardOf: () => CardOf<T>) {
  return function CardList({ items, onOpen }: CardsProps<T>) {
    const cardOf = useCardOf();
    return (
      <ul className={styles.list}>
        {items.map((item) => (
          <Card key={item.id} {...cardOf(item)} onOpen={onOpen ? () => onOpen(item.id) : undefined} />
        ))}
      </ul>
    );
  };
}

function useCourseCard(): CardOf<CourseItem> {
  const { t } = useTranslation();
  return (course) => ({
    pic: course.pic,
    title: course.title,
    badge: course.isReplay ? t('teacher.replay') : null,
    meta: <span>{t('teacher.plays', { count: course.visits })}</span>,
    locked: course.locked,
  });
}

function useVideoRoomCard(): CardOf<LiveVideoRoom> {
  const { t } = useTranslation();
  return (room) => ({
    pic: room.pic,
    title: room.title,
    badge: room.status === 'live' ? t('teacher.onAir') : t('teacher.notOnAir'),
    meta: <span>{room.description}</span>,
    locked: room.locked,
  });
}

/** A text room's state is when it last spoke (or its heat before any message). */
function useTextRoomCard(): CardOf<LiveRoom> {
  const { t } = useTranslation();
  return (room) => ({
    pic: room.pic,
    title: room.title,
    badge: t('teacher.textRoom'),
    meta: (
      <span>
        {room.lastMessageAt
          ? t('teacher.lastSpoke', { time: formatRelativeTime(room.lastMessageAt) })
          : t('teacher.heat', { count: room.heat })}
      </span>
    ),
    locked: false,
  });
}

export const CourseCards = cardList(useCourseCard);
export const LiveRoomCards = cardList(useVideoRoomCard);
export const TextRoomCards = cardList(useTextRoomCard);

export function NewsRows({ news, onOpen }: { news: readonly NewsItem[]; onOpen: (id: number) => void }) {
  return (
    <ul className={styles.list}>
      {news.map((item) => (
        <li key={item.id}>
          <button type="button" className={styles.newsRow} onClick={() => onOpen(item.id)}>
            <span className={styles.newsTitle}>{item.title}</span>
            {item.description ? <span className={styles.newsDescription}>{item.description}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
