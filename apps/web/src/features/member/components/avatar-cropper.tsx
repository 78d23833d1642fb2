import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Slider } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { clampView, coverScale, initialView, sourceRect, type CropView } from './square-crop';
import styles from './avatar-cropper.module.css';

const BOX = 280;
/** The square sent to the server (which re-encodes it to its own fixed size). */
export const CROP_OUTPUT_PX = 512;

interface AvatarCropperProps {
  image: HTMLImageElement;
  /** Hands the page a function that draws the chosen square into a JPEG. */
  onReady: (crop: () => Promise<Blob | null>) => void;
}

/** Drag to move, slide to zoom; the square frame is the avatar. */
export function AvatarCropper({ image, onReady }: AvatarCropperProps) {
  const { t } = useTranslation();
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const [view, setView] = useState<CropView>(() => initialView(width, height, BOX));
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null);
  const base = coverScale(width, height, BOX);

  useEffect(() => {
    onReady(
      () =>
        new Promise((resolve) => {
          const canvas = document.createElement('canvas');
          canvas.width = CROP_OUTPUT_PX;
          canvas.height = CROP_OUTPUT_PX;
          const context = canvas.getContext('2d');
          if (!context) return resolve(null);
          const { sx, sy, size } = sourceRect(view, BOX);
          context.fillStyle = '#ffffff';
          context.fillRect(0, 0, CROP_OUTPUT_PX, CROP_OUTPUT_PX);
          context.drawImage(image, sx, sy, size, size, 0, 0, CROP_OUTPUT_PX, CROP_OUTPUT_PX);
          canvas.toBlob(resolve, 'image/jpeg', 0.9);
        }),
    );
  }, [image, view, onReady]);

  const onPointerDown = (event: PointerEvent) => {
    (event.target as Element).setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const moved = {
      ...start.view,
      x: start.view.x + event.clientX - start.x,
      y: start.view.y + event.clientY - start.y,
    };
    setView(clampView(moved, width, height, BOX));
  };
  const zoom = (factor: number) => {
    // Zoom about the square's centre.
    setView((current) => {
      const scale = base * factor;
      const cx = (BOX / 2 - current.x) / current.scale;
      const cy = (BOX / 2 - current.y) / current.scale;
      return clampView({ scale, x: BOX / 2 - cx * scale, y: BOX / 2 - cy * scale }, width, height, BOX);
    });
  };

  return (
    <div className={styles.wrap}>
      <div
        className={styles.box}
        style={{ width: BOX, height: BOX }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        data-testid="avatar-crop"
      >
        <img
          src={image.src}
          alt=""
          draggable={false}
          className={styles.image}
          style={{
            width: width * view.scale,
            height: height * view.scale,
            transform: `translate(${view.x}px, ${view.y}px)`,
          }}
        />
      </div>
      <p className={styles.hint}>{t('profileExtra.cropHint')}</p>
      <div className={styles.zoom}>
        <span>{t('profileExtra.zoom')}</span>
        <Slider min={1} max={4} step={0.05} value={view.scale / base} onChange={(v) => zoom(v as number)} />
      </div>
    </div>
  );
}
