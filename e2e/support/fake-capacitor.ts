/**
 * A fake of Capacitor's native side for Chromium: what the Android or iOS bridge injects before the page's
 * scripts (window.Capacitor with PluginHeaders, nativePromise and nativeCallback). The real @capacitor/core
 * and plugin packages of the app run on top of it, so the shell is tested down to the bridge calls.
 *
 * `window.fakeNative` lets a test steer and watch it: `calls` records what reached the native side; a download
 * serves the real file from the server, paused at 50% until `release()`; `corrupt` changes a byte of the
 * next downloads; `shareError` makes the share sheet fail; `emit` sends an app event such as `resume`.
 */
export interface FakeNative {
  calls: string[];
  corrupt: boolean;
  shareError: string | null;
  release(): void;
  emit(plugin: string, event: string, data?: unknown): void;
}

export function installFakeCapacitor(platform: string): void {
  type Callback = (data: unknown) => void;
  const w = window as unknown as Record<string, unknown>;
  // Capacitor tells the platforms apart by the bridge object the native side injects.
  if (platform === 'android') w.androidBridge = { postMessage: () => undefined };
  else w.webkit = { messageHandlers: { bridge: { postMessage: () => undefined } } };

  const listeners = new Map<string, Array<{ id: string; callback: Callback }>>();
  const files = new Map<string, Uint8Array>();
  let nextId = 1;
  let gate: (() => void) | null = null;
  const state: FakeNative = {
    calls: [],
    corrupt: false,
    shareError: null,
    release: () => {
      gate?.();
      gate = null;
    },
    emit: (plugin, event, data = {}) => {
      for (const { callback } of listeners.get(`${plugin}:${event}`) ?? []) callback(data);
    },
  };
  w.fakeNative = state;

  const promise = (name: string) => ({ name, rtype: 'promise' });
  const listening = [{ name: 'addListener', rtype: 'callback' }, promise('removeListener')];
  const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

  const plugins: Record<string, Record<string, (options: Record<string, unknown>) => Promise<unknown>>> = {
    App: {
      exitApp: async () => void state.calls.push('App.exitApp'),
      getInfo: async () => ({ id: 'com.caijing.edu', name: '财经学堂', version: '2.0.33', build: '2033' }),
    },
    Filesystem: {
      getUri: async ({ path }) => ({ uri: `file:///data/cache/${String(path)}` }),
      readFile: async ({ path }) => ({ data: toBase64(files.get(String(path)) ?? new Uint8Array()) }),
      deleteFile: async ({ path }) => {
        state.calls.push(`Filesystem.deleteFile ${String(path)}`);
        files.delete(String(path));
      },
    },
    FileTransfer: {
      downloadFile: async ({ url, path }) => {
        state.calls.push(`FileTransfer.downloadFile ${String(url)}`);
        const bytes = new Uint8Array(await (await fetch(String(url))).arrayBuffer());
        if (state.corrupt) bytes[0] = (bytes[0] ?? 0) ^ 0xff;
        const progress = (received: number) =>
          state.emit('FileTransfer', 'progress', {
            type: 'download',
            url,
            bytes: received,
            contentLength: bytes.length,
            lengthComputable: true,
          });
        progress(Math.floor(bytes.length / 2));
        await new Promise<void>((resolve) => (gate = resolve));
        progress(bytes.length);
        files.set(String(path), bytes);
        return { path };
      },
    },
    FileOpener: {
      openFile: async ({ path, mimeType }) =>
        void state.calls.push(`FileOpener.openFile ${String(path)} ${String(mimeType)}`),
    },
    Share: {
      share: async ({ url }) => {
        if (state.shareError) throw new Error(state.shareError);
        state.calls.push(`Share.share ${String(url)}`);
        return {};
      },
    },
  };

  w.Capacitor = {
    getPlatform: () => platform,
    isNativePlatform: () => true,
    PluginHeaders: Object.entries(plugins).map(([name, methods]) => ({
      name,
      methods: [...Object.keys(methods).map(promise), ...listening],
    })),
    nativeCallback(plugin: string, method: string, options: { eventName: string }, callback: Callback) {
      if (method !== 'addListener') throw new Error(`${plugin}.${method} is not faked`);
      const id = String(nextId++);
      const key = `${plugin}:${options.eventName}`;
      listeners.set(key, [...(listeners.get(key) ?? []), { id, callback }]);
      return id;
    },
    async nativePromise(plugin: string, method: string, options: Record<string, unknown> = {}) {
      if (method === 'removeListener') {
        const key = `${plugin}:${String(options.eventName)}`;
        listeners.set(
          key,
          (listeners.get(key) ?? []).filter((l) => l.id !== options.callbackId),
        );
        return undefined;
      }
      const fn = plugins[plugin]?.[method];
      if (!fn) throw new Error(`${plugin}.${method} is not faked`);
      return fn(options);
    },
  };
}
