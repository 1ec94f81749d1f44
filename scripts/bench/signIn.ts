import { seedPassword } from '../seed/accounts.ts';

/** A seeded account's portal token, from the password sign-in (`POST /api/login`). */
export async function signIn(api: string, username: string): Promise<string> {
  const response = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: seedPassword }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
