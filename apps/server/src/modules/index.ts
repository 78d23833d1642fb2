import { chatModule } from './chat/chat.module';
import { liveSocketModule } from '../realtime/live-socket.module';
import { accessModule } from './access/access.module';
import { accountModule } from './account/account.module';
import { adModule } from './ad/ad.module';
import { aiModule } from './ai/ai.module';
import type { AppModule } from './app-module';
import { captchaModule } from './captcha/captcha.module';
import { clientVersionModule } from './client-version/client-version.module';
import { commentModule } from './comment/comment.module';
import { commerceModule } from './commerce/commerce.module';
import { courseModule } from './course/course.module';
import { dictModule } from './dict/dict.module';
import { healthModule } from './health/health.module';
import { homeModule } from './home/home.module';
import { liveMessageModule } from './live-message/live-message.module';
import { liveRoomModule } from './live-room/live-room.module';
import { liveVideoModule } from './live-video/live-video.module';
import { lotteryModule } from './lottery/lottery.module';
import { marketsModule } from './markets/markets.module';
import { navModule } from './nav/nav.module';
import { newsModule } from './news/news.module';
import { referralModule } from './referral/referral.module';
import { pushModule } from './push/push.module';
import { homeworkModule } from './homework/homework.module';
import { feedbackModule } from './feedback/feedback.module';
import { helpModule } from './help/help.module';
import { profileModule } from './profile/profile.module';
import { questionnaireModule } from './questionnaire/questionnaire.module';
import { screenshotModule } from './screenshot/screenshot.module';
import { smsModule } from './sms/sms.module';
import { teacherModule } from './teacher/teacher.module';
import { uploadModule } from './upload/upload.module';
import { viewpointModule } from './viewpoint/viewpoint.module';
import { wechatModule } from './wechat/wechat.module';
import { wikiModule } from './wiki/wiki.module';

/** Every feature of the server, in the order they are set up: a module may use what an earlier one provides. */
export const appModules: readonly AppModule[] = [
  healthModule,
  captchaModule,
  smsModule,
  accountModule,
  pushModule,
  accessModule,
  referralModule,
  wechatModule,
  clientVersionModule,
  commentModule,
  navModule,
  newsModule,
  viewpointModule,
  courseModule,
  liveRoomModule,
  liveVideoModule,
  teacherModule,
  homeModule,
  adModule,
  dictModule,
  liveMessageModule,
  questionnaireModule,
  lotteryModule,
  screenshotModule,
  uploadModule,
  aiModule,
  wikiModule,
  profileModule,
  homeworkModule,
  feedbackModule,
  helpModule,
  commerceModule,
  marketsModule,
  liveSocketModule,
  // After the live socket: it shares the websocket server that one registers.
  chatModule,
];
