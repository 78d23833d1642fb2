import { defineConfig } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { pdfjsAssetDir } from './src/features/pdf/pdfjs-assets';
import { codeSplitting } from './build/chunk-groups';
import { precompress } from './build/precompress';
import { antdDirectImports } from './build/antd-direct-imports';
import { routePreloads } from './build/route-preloads';
import { reactRouterProduction } from './build/react-router-production';
import { asyncAppStylesheet } from './build/async-app-stylesheet';
import { inlineChunkStyles } from './build/inline-chunk-styles';

const requireHere = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(requireHere.resolve('pdfjs-dist/package.json')).split(path.sep).join('/');
const pdfjsVersion = (requireHere('pdfjs-dist/package.json') as { version: string }).version;

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;
// Everything the server answers (API, media, back-office style auth, docs) goes through the dev proxy.
const proxied = [
  '/api',
  '/media',
  '/uploads',
  '/login',
  '/getInfo',
  '/logout',
  '/captchaImage',
  '/healthz',
  '/docs',
];
const proxy = {
  ...Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  // Live rooms' sockets (LIVE_SOCKET_PATH + /{liveId}).
  '/websocket': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  base: '/',
  plugins: [
    antdDirectImports(),
    reactRouterProduction(),
    react(),
    // Before the route preloads and the bundler's preload lists are made, which name each chunk's stylesheets.
    inlineChunkStyles(),
    routePreloads(),
    asyncAppStylesheet(),
    // pdf.js's CMaps and standard fonts, served by us (src/features/pdf/pdfjs-assets.ts), in dev and build.
    viteStaticCopy({
      targets: ['cmaps', 'standard_fonts'].map((dir) => ({
        src: `${pdfjsRoot}/${dir}/*`,
        dest: `${pdfjsAssetDir(pdfjsVersion)}/${dir}`,
      })),
    }),
    precompress(),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy,
  },
  preview: {
    proxy,
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2020',
    // Fewer, larger chunks (decision 040): a page loads a handful of files, not a hundred.
    rolldownOptions: { output: { codeSplitting } },
  },
});
