import type { Papel } from '@portal/shared';

/** Demo password accounts of local mode (README lists them). */
export const seedPassword = 'Franquia@2026';

export const seedAccounts: { username: string; email: string; role: Papel; email_verified: boolean }[] = [
  { username: 'franqueado', email: 'franqueado@franquia.dev', role: 'user', email_verified: true },
  { username: 'admin', email: 'admin@franquia.dev', role: 'admin', email_verified: true },
  { username: 'master', email: 'master@franquia.dev', role: 'master', email_verified: true },
  { username: 'novo', email: 'novo@franquia.dev', role: 'user', email_verified: false },
];
