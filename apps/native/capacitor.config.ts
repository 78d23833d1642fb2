import type { CapacitorConfig } from '@capacitor/cli';

// The native apps wrap the built web app (npm run build → apps/web/dist); `npx cap sync` copies it in.
const config: CapacitorConfig = {
  appId: 'com.caijing.edu',
  appName: '财经学堂',
  webDir: '../web/dist',
  // The pages' origins are then https://localhost (Android) and capacitor://localhost (iOS): the server's
  // CORS_ORIGINS default. Another scheme or hostname here must be added there.
  server: { androidScheme: 'https', hostname: 'localhost' },
};

export default config;
