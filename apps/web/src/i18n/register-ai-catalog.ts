import { i18n } from './i18n';
import { aiZhCN } from './ai-zh-CN';

// Imported for its effect by the AI page: its texts join the zh-CN catalog.
i18n.addResourceBundle('zh-CN', 'translation', aiZhCN, true, false);
