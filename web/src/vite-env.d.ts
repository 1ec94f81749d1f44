/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** The Function app's origin in `direct` API mode, '' otherwise (web/plugins/apiOrigin.ts). */
  readonly PORTAL_API_URL?: string;
}
