import { Popup as KitPopup } from 'antd-mobile';
import { drawnOnceOpened } from './drawn-once-opened';

/** The UI kit's sheet, drawn only once it has been opened (lint keeps the kit's own out of the app). */
export const Popup = /* @__PURE__ */ drawnOnceOpened(KitPopup, 'Popup');
