import { i18n } from './i18n';
import { marketsZhCN } from './markets-zh-CN';

// Imported for its effect by the stock race pages: their texts join the zh-CN catalog.
i18n.addResourceBundle('zh-CN', 'translation', marketsZhCN, true, false);
