import { LiveMsg, PrivacyMsg } from '@app/contract/messages';
import { i18n } from './i18n';
import { liveZhCN } from './live-zh-CN';
import { registerMsgTexts } from './translate-msg';

// Imported for its effect by the live pages: their texts join the zh-CN catalog (English ships them in
// en.ts, which loads on demand anyway) and the live socket's refusals become translatable.
i18n.addResourceBundle('zh-CN', 'translation', liveZhCN, true, false);
registerMsgTexts('liveMsg', LiveMsg);
registerMsgTexts('privacyMsg', PrivacyMsg);
