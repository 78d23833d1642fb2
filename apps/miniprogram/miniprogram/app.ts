import { watchForUpdate } from './lib/update';
import type { WxPort } from './lib/wx-port';

App({
  onLaunch() {
    watchForUpdate(wx as unknown as WxPort);
  },
});
