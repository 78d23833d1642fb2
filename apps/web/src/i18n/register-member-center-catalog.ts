import { MemberCenterMsg } from '@app/contract/member-center-msg';
import { i18n } from './i18n';
import { memberCenterZhCN } from './member-center-zh-CN';
import { registerMsgTexts } from './translate-msg';

// Imported for its effect by the member-center pages: their texts join the zh-CN catalog (English ships
// them in en.ts, which loads on demand anyway).
i18n.addResourceBundle('zh-CN', 'translation', memberCenterZhCN, true, false);
registerMsgTexts('memberCenterMsg', MemberCenterMsg);
