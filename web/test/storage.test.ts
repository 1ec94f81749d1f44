import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredSession, writeAzureToken, writeStoredSession } from '../src/lib/storage.ts';
import { usuarioAna } from './usuarioDeTeste.ts';

const user = usuarioAna;

describe('browser session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips token and userData under the spec keys', () => {
    writeStoredSession({ token: 'abc', user });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('userData') ?? '')).toEqual(user);
    expect(readStoredSession()).toEqual({ token: 'abc', user });
  });

  it('removes broken userData', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('userData', '{not json');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();

    localStorage.setItem('userData', JSON.stringify({ username: 'sem-role' }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('sign-out clears every token in both storages', () => {
    writeStoredSession({ token: 'abc', user });
    writeAzureToken('entra', new Date('2030-01-01T00:00:00Z'));
    expect(sessionStorage.getItem('azureToken')).toBe('entra');
    expect(localStorage.getItem('azureTokenExpires')).toBe('2030-01-01T00:00:00.000Z');
    clearStoredSession();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
