import { i18n } from './i18n';
import { watchZhCN } from './watch-zh-CN';

// Imported for its effect by the learn and watch pages: their texts join the zh-CN catalog (English
// ships them in en.ts, which loads on demand anyway).
i18n.addResourceBundle('zh-CN', 'translation', watchZhCN, true, false);
