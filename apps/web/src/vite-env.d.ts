/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SIGN_KEY?: string;
  /** '1' turns page-view access logging on (SPEC §9). */
  readonly VITE_ACCESS_LOG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
