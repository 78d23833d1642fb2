import { liveSocketModule } from '../realtime/live-socket.module';
import { accessModule } from './access/access.module';
import { accountModule } from './account/account.module';
import { adModule } from './ad/ad.module';
import type { AppModule } from './app-module';
import { captchaModule } from './captcha/captcha.module';
import { commentModule } from './comment/comment.module';
import { courseModule } from './course/course.module';
import { dictModule } from './dict/dict.module';
import { healthModule } from './health/health.module';
import { homeModule } from './home/home.module';
import { liveMessageModule } from './live-message/live-message.module';
import { liveRoomModule } from './live-room/live-room.module';
import { liveVideoModule } from './live-video/live-video.module';
import { marketsModule } from './markets/markets.module';
import { navModule } from './nav/nav.module';
import { newsModule } from './news/news.module';
import { screenshotModule } from './screenshot/screenshot.module';
import { smsModule } from './sms/sms.module';
import { teacherModule } from './teacher/teacher.module';
import { uploadModule } from './upload/upload.module';
import { viewpointModule } from './viewpoint/viewpoint.module';

/** Every feature of the server, in the order they are set up: a module may use what an earlier one provides. */
export const appModules: readonly AppModule[] = [
  healthModule,
  captchaModule,
  smsModule,
  accountModule,
  accessModule,
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
  screenshotModule,
  uploadModule,
  marketsModule,
  liveSocketModule,
];
