import { commerceZhCN } from './commerce-zh-CN';
import { i18n } from './i18n';

// Imported for its effect by the commerce pages: their texts join the zh-CN catalog (English ships them in
// en.ts, which loads on demand anyway).
i18n.addResourceBundle('zh-CN', 'translation', commerceZhCN, true, false);
