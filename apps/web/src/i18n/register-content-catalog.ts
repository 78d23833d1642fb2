import { ContentMsg } from '@app/contract/messages';
import { contentZhCN } from './content-zh-CN';
import { i18n } from './i18n';
import { registerMsgTexts } from './translate-msg';

// Imported for its effect by the reading pages: their texts join the zh-CN catalog (English ships them in
// en.ts, which loads on demand anyway) and the server's content messages become translatable.
i18n.addResourceBundle('zh-CN', 'translation', contentZhCN, true, false);
registerMsgTexts('contentMsg', ContentMsg);
