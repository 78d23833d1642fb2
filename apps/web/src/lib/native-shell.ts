import type { NativeShell } from '@app/native/shell';

interface NativeBridge {
  /** Injected by Capacitor's native bridge before any page script runs. */
  Capacitor?: { isNativePlatform?: () => boolean };
}

let started: Promise<NativeShell> | null = null;

/** Whether this page runs inside the Capacitor app (its bridge says so; a browser has none). */
export function isNativeShell(): boolean {
  return (window as unknown as NativeBridge).Capacitor?.isNativePlatform?.() === true;
}

/**
 * The native side of the app, loaded (in its own chunk, with the Capacitor plugins) and started once, only
 * inside the native shell; null everywhere else.
 */
export function nativeShell(): Promise<NativeShell> | null {
  if (!isNativeShell()) return null;
  started ??= import('@app/native/shell').then(({ startNativeShell }) => startNativeShell());
  return started;
}
