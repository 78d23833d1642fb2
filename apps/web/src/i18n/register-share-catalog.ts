import { i18n } from './i18n';
import { shareZhCN } from './share-zh-CN';

// Imported for its effect by the share feature: its texts join the zh-CN catalog (English ships them in
// en.ts, which loads on demand anyway).
i18n.addResourceBundle('zh-CN', 'translation', shareZhCN, true, false);
