import type { CapacitorConfig } from '@capacitor/cli';

// The native apps wrap the built web app (npm run build → apps/web/dist); `npx cap sync` copies it in.
const config: CapacitorConfig = {
  appId: 'com.caijing.edu',
  appName: '财经学堂',
  webDir: '../web/dist',
};

export default config;
