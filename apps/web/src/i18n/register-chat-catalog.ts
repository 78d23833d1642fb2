import { ChatMsg } from '@app/contract/chat-msg';
import { chatZhCN } from './chat-zh-CN';
import { i18n } from './i18n';
import { registerMsgTexts } from './translate-msg';

// Imported for its effect by the private-message pages and entries: their texts join the zh-CN catalog.
i18n.addResourceBundle('zh-CN', 'translation', chatZhCN, true, false);
registerMsgTexts('chatMsg', ChatMsg);
