import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageKey } from '@app/contract/storage-keys';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { useHomeInfo } from '../../../features/home/api/get-home-info';
import { HomeBanner } from '../../../features/home/components/home-banner';
import { HomeMenu } from '../../../features/home/components/home-menu';
import { HomePopupGate } from '../../../features/ads/components/home-popup-gate';
import { unreadForLink, useNewsUnread } from '../../../features/news-list/api/get-news-unread';
import { ServiceExpiryGate } from '../../../features/member/components/service-expiry-gate';
import { useRevealAppWhen } from '../../../lib/first-screen';
import { storage } from '../../../lib/storage';
import { useStoredValue } from '../../../lib/use-stored-value';
import '../../../i18n/register-content-catalog';
import { TeacherCards } from '../../../features/home/components/teacher-cards';
import styles from './about-page.module.css';

/** Home / about page ('/' and /pages/about/index/index), custom nav, tab bar below. */
export function AboutPage() {
  const { t } = useTranslation();
  const { data: info, isPending, isError, refetch } = useHomeInfo();
  // The server may have drawn the hero and the first banner (decision 052): the app shows itself once its
  // own page is there, or its error.
  useRevealAppWhen(!isPending);
  const name = info?.title || t('app.name');
  // One popup per visit: while the pop-up ad may still show this time, the service-expiry popup waits.
  const [adMayShow] = useState(() => storage.get(StorageKey.advertisementShow) === null);
  // A member's news entries carry their unread count (the news tabs' own badge source and cache).
  const unread = useNewsUnread(!!useStoredValue(StorageKey.token));
  const newsBadge = (item: { link: string | null }) => {
    const count = unreadForLink(unread.data, item.link);
    return count > 0 ? { count, label: t('newsLists.unread', { count }) } : null;
  };

  return (
    <PageShell title={name} customNav>
      <header className={styles.hero}>
        <h1 className={styles.brand}>{name}</h1>
        {info?.slogan ? (
          <p className={styles.slogan}>{info.slogan}</p>
        ) : (
          <p className={styles.slogan}>&nbsp;</p>
        )}
      </header>
      <div className={styles.body}>
        {isPending ? (
          <div aria-busy="true" data-testid="home-skeleton">
            <Skeleton lines={0} imageRatio={690 / 280} className={styles.bannerSkeleton} />
            <Skeleton lines={2} />
            <Skeleton lines={3} />
          </div>
        ) : isError || !info ? (
          <LoadError title={t('about.loadFailed')} onRetry={() => void refetch()} />
        ) : (
          <>
            <HomeBanner banners={info.banners} label={t('about.banner')} />
            <HomeMenu menu={info.menu} label={t('about.menu')} badgeOf={newsBadge} />
            {info.highlights.length > 0 ? (
              <ul className={styles.highlights}>
                {info.highlights.map((item) => (
                  <li key={item.label} className={styles.highlight}>
                    <span className={styles.highlightValue}>{item.value}</span>
                    <span className={styles.highlightLabel}>{item.label}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {info.teachers.length > 0 ? (
              <section className={styles.section} aria-labelledby="home-teachers">
                <h2 id="home-teachers" className={styles.sectionTitle}>
                  {t('about.teachers')}
                </h2>
                <TeacherCards teachers={info.teachers} />
              </section>
            ) : null}
            {info.introduction ? (
              <section className={styles.section} aria-labelledby="home-intro">
                <h2 id="home-intro" className={styles.sectionTitle}>
                  {t('about.introduction')}
                </h2>
                <div className={styles.intro}>
                  {info.introduction
                    .split(/\n+/)
                    .filter((paragraph) => paragraph.trim())
                    .map((paragraph, index) => (
                      <p key={index}>{paragraph}</p>
                    ))}
                </div>
              </section>
            ) : null}
            {info.servicePhone ? (
              <a className={styles.phone} href={`tel:${info.servicePhone.replace(/[^\d+]/g, '')}`}>
                <span>
                  <span className={styles.phoneLabel}>{t('about.servicePhone')}</span>
                  <span className={styles.phoneHint}>{t('about.callHint')}</span>
                </span>
                <span className={styles.phoneNumber}>{info.servicePhone}</span>
              </a>
            ) : null}
            {info.riskTip ? (
              <aside className={styles.risk}>
                <h2 className={styles.riskTitle}>{t('about.riskTip')}</h2>
                <p>{info.riskTip}</p>
              </aside>
            ) : null}
          </>
        )}
      </div>
      <HomePopupGate />
      {adMayShow ? null : <ServiceExpiryGate />}
    </PageShell>
  );
}
