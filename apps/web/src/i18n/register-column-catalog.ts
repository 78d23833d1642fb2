import { i18n } from './i18n';
import { columnZhCN } from './column-zh-CN';

// Imported for its effect by the column pages: their texts join the zh-CN catalog (English ships them in
// en.ts, which loads on demand anyway).
i18n.addResourceBundle('zh-CN', 'translation', columnZhCN, true, false);
