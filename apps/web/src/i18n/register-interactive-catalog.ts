import { InteractiveMsg } from '@app/contract/interactive-msg';
import { i18n } from './i18n';
import { interactiveZhCN } from './interactive-zh-CN';
import { registerMsgTexts } from './translate-msg';

// Imported for its effect by the room, winning and questionnaire pages: their texts join the zh-CN catalog
// (English ships them in en.ts) and the server's refusals (joined twice, ended...) become translatable.
i18n.addResourceBundle('zh-CN', 'translation', interactiveZhCN, true, false);
registerMsgTexts('interactiveMsg', InteractiveMsg);
