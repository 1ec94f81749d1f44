// The zod checks the first calls of every page need (configuration, stored session, profile, API errors),
// loaded with those calls instead of in the first download: zod is a fifth of it, and the sign-in screens
// paint without it. Import this module only with `import()`.
// zod's pt-BR messages and settings: the SPA never imports the package index, which imports them. The build puts
// them in zod's own chunk (web/vite.config.ts), so they apply before any schema is built.
import '@portal/shared/zodLocale';

export { profileResponseSchema } from '@portal/shared/schemas/auth';
export { configPublicaSchema } from '@portal/shared/schemas/configPublica';
export { erroResponseSchema } from '@portal/shared/schemas/error';
export { readStoredSession } from './storage.ts';
