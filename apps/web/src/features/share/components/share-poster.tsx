import { useEffect, useState } from 'react';
import { SpinLoading } from 'antd-mobile';
import { Popup } from '../../../components/popup';
import { useTranslation } from 'react-i18next';
import type { ShareTarget } from '../share-target';
import styles from './share.module.css';

interface SharePosterProps {
  visible: boolean;
  target: ShareTarget;
  resolveLink: () => Promise<string>;
  onClose: () => void;
}

type PosterState = { status: 'drawing' } | { status: 'ready'; url: string } | { status: 'failed' };

/** The poster of the shared page, drawn when opened; saved by the button or a long press. */
export function SharePoster({ visible, target, resolveLink, onClose }: SharePosterProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PosterState>({ status: 'drawing' });

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setState({ status: 'drawing' });
    resolveLink()
      // The drawer and its QR encoder load when a poster is first asked for, not with every shared page.
      .then(async (link) =>
        (await import('./draw-poster')).drawPoster({
          title: target.title,
          description: target.description,
          pic: target.pic,
          link,
          appName: t('app.name'),
          scanText: t('share.posterScan'),
        }),
      )
      .then(
        (url) => live && setState({ status: 'ready', url }),
        () => live && setState({ status: 'failed' }),
      );
    return () => {
      live = false;
    };
    // Drawn once per opening: the target of an open poster does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <h2 className={styles.title}>{t('share.posterTitle')}</h2>
      <div className={styles.posterBody} data-testid="share-poster">
        {state.status === 'drawing' ? (
          <>
            <SpinLoading />
            <p className={styles.posterHint}>{t('share.posterDrawing')}</p>
          </>
        ) : null}
        {state.status === 'failed' ? <p className={styles.posterHint}>{t('share.posterFailed')}</p> : null}
        {state.status === 'ready' ? (
          <>
            <img className={styles.posterImage} src={state.url} alt={target.title} />
            <p className={styles.posterHint}>{t('share.posterSaveHint')}</p>
            <a className={styles.posterSave} href={state.url} download={`${target.title.slice(0, 20)}.png`}>
              {t('share.posterSave')}
            </a>
          </>
        ) : null}
      </div>
      <button type="button" className={styles.cancel} onClick={onClose}>
        {t('share.cancel')}
      </button>
    </Popup>
  );
}
