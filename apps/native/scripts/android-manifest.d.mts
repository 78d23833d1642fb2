export const INSTALL_PERMISSION: string;
export const MANIFEST_PATH: string;
export function withPermission(xml: string, permission?: string): string;
export function patchAndroidManifest(root: string): boolean;
