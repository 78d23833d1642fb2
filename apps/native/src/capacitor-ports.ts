import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { FileTransfer } from '@capacitor/file-transfer';
import { Directory, Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';
import { FileOpener } from '@capawesome-team/capacitor-file-opener';
import { APK_MIME, type NativePorts } from './ports';
import { base64ToBytes } from './sha256';

/** The native abilities through Capacitor's plugins (REFERENCE §3.2). */
export function capacitorPorts(): NativePorts {
  return {
    platform: Capacitor.getPlatform() === 'ios' ? 'ios' : 'android',

    onResume(listener) {
      void App.addListener('resume', listener);
    },

    async download(url, fileName, onBytes) {
      const { uri } = await Filesystem.getUri({ directory: Directory.Cache, path: fileName });
      const progress = await FileTransfer.addListener('progress', (status) => {
        if (status.type === 'download')
          onBytes(status.bytes, status.lengthComputable ? status.contentLength : null);
      });
      try {
        const result = await FileTransfer.downloadFile({ url, path: uri, progress: true });
        return result.path ?? uri;
      } finally {
        await progress.remove();
      }
    },

    async readFile(path) {
      const { data } = await Filesystem.readFile({ path });
      return typeof data === 'string' ? base64ToBytes(data) : new Uint8Array(await data.arrayBuffer());
    },

    async removeFile(path) {
      await Filesystem.deleteFile({ path });
    },

    async openInstaller(path) {
      await FileOpener.openFile({ path, mimeType: APK_MIME });
    },

    exitApp: () => App.exitApp(),

    async share(payload) {
      await Share.share({ ...payload, dialogTitle: payload.title });
    },
  };
}
