import { CenterPopup as KitCenterPopup } from 'antd-mobile';
import { drawnOnceOpened } from './drawn-once-opened';

/** The UI kit's centred popup, drawn only once it has been opened (lint keeps the kit's own out of the app). */
export const CenterPopup = /* @__PURE__ */ drawnOnceOpened(KitCenterPopup, 'CenterPopup');
