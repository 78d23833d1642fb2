import type { Banner } from '@app/contract/home';
import { Carousel } from '../../../components/carousel';
import { LazyImage } from '../../../components/lazy-image';
import { openResolvedLink } from '../../../lib/open-link';
import styles from './home-banner.module.css';

const BANNER_RATIO = 690 / 280;

/** The first banner is the home page's largest paint: it loads at once; later slides wait until shown. */
export function HomeBanner({ banners, label }: { banners: readonly Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <Carousel label={label}>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className={styles.slide}
            onClick={() => {
              if (banner.link) openResolvedLink({ link: banner.link, title: banner.title });
            }}
            aria-label={banner.title}
          >
            <LazyImage src={banner.pic} alt={banner.title} ratio={BANNER_RATIO} priority={index === 0} />
          </button>
        ))}
      </Carousel>
    </div>
  );
}
