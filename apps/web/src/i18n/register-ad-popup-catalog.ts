import { adPopupZhCN } from './ad-popup-zh-CN';
import { i18n } from './i18n';

// Imported for its effect by the pop-up ad: its few texts join the zh-CN catalog without the rest of the
// links pages' texts (English ships them all in en.ts).
i18n.addResourceBundle('zh-CN', 'translation', adPopupZhCN, true, false);
