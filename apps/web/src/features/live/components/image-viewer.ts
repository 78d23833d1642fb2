import '../../../lib/antd-render';
import { ImageViewer } from 'antd-mobile';

/** One picture full screen, closing any viewer already open. */
export function showImage(src: string): void {
  ImageViewer.clear();
  ImageViewer.show({ image: src });
}
