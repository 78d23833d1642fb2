import { i18n } from './i18n';
import { linksZhCN } from './links-zh-CN';

// Imported for its effect by the links pages: their texts join the zh-CN catalog (English ships them in
// en.ts, which loads on demand anyway).
i18n.addResourceBundle('zh-CN', 'translation', linksZhCN, true, false);
