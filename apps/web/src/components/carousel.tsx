import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './carousel.module.css';

interface CarouselProps {
  children: ReactNode;
  /** Milliseconds between slides; 0 turns autoplay off. */
  interval?: number;
  label: string;
}

/**
 * Banner carousel on native scroll snapping: the browser does the swiping (smooth, accessible,
 * no gesture library in the first page's bundle); autoplay pauses while the user touches it.
 */
export function Carousel({ children, interval = 4000, label }: CarouselProps) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  const goTo = useCallback((next: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (!interval || paused || count < 2) return undefined;
    const timer = window.setInterval(() => goTo((index + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [interval, paused, count, index, goTo]);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={() => setPaused(true)}
        onPointerUp={() => setPaused(false)}
        onPointerCancel={() => setPaused(false)}
        onMouseLeave={() => setPaused(false)}
      >
        {slides.map((slide, i) => (
          // Slides out of view are inert: hidden from assistive technology and out of the focus order.
          <div key={i} className={styles.slide} inert={i !== index}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={i === index ? `${styles.dot} ${styles.active}` : styles.dot}
              aria-label={`${i + 1} / ${count}`}
              aria-current={i === index}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
