import '../../../lib/antd-render';
import { ImageViewer } from 'antd-mobile';

/** Opens a message picture full screen (one viewer at a time). */
export function openImage(src: string): void {
  ImageViewer.clear();
  ImageViewer.show({ image: src });
}
