import { describe, expect, it } from 'vitest';
import { localApiSettings } from '../../../scripts/stack/localEnv.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';

const ports = { web: 4280, api: 7071, cosmos: 8081, blob: 10000, email: 8025, oidc: 9443 };
const local = localApiSettings(ports);
const {
  PORTAL_MODE: _mode,
  COSMOS_KEY: _key,
  STORAGE_CONNECTION_STRING: _storage,
  EMAIL_CONNECTION_STRING: _email,
  ...shared
} = local;

describe('loadConfig', () => {
  it('parses a complete local configuration with defaults', () => {
    expect(loadConfig(local)).toMatchObject({
      PORTAL_MODE: 'local',
      COSMOS_DATABASE: 'portal',
      ENTRA_MASTER_ROLE: 'Portal.Master',
    });
  });

  it('refuses a short token secret and an unresolved Key Vault reference', () => {
    expect(() => loadConfig({ ...local, PORTAL_TOKEN_SECRET: 'curto' })).toThrow(/PORTAL_TOKEN_SECRET/);
    const reference = '@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/portal-token-secret/)';
    expect(() => loadConfig({ ...local, PORTAL_TOKEN_SECRET: reference })).toThrow(
      /Key Vault reference did not resolve/,
    );
  });

  it('names every missing or malformed setting', () => {
    const { COSMOS_KEY: _key, ...missingKey } = local;
    const attempt = () => loadConfig({ ...missingKey, COSMOS_ENDPOINT: 'not a url' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/COSMOS_KEY/);
    expect(attempt).toThrow(/COSMOS_ENDPOINT/);
  });

  it('requires PORTAL_MODE and refuses an unknown mode', () => {
    expect(() => loadConfig({})).toThrow(/PORTAL_MODE/);
    expect(() => loadConfig({ ...local, PORTAL_MODE: 'prod' })).toThrow(/PORTAL_MODE/);
  });

  it('in Azure mode needs resource URLs and ignores keys', () => {
    const azure = loadConfig({
      ...shared,
      PORTAL_MODE: 'azure',
      COSMOS_ENDPOINT: 'https://portal.documents.azure.com:443/',
      STORAGE_BLOB_URL: 'https://portal.blob.core.windows.net',
      EMAIL_ENDPOINT: 'https://portal.communication.azure.com',
      EMAIL_SENDER: 'naoresponda@portal.com.br',
      COSMOS_KEY: 'ignored',
    });
    expect(azure).not.toHaveProperty('COSMOS_KEY');
    expect(() => loadConfig({ PORTAL_MODE: 'azure' })).toThrow(/STORAGE_BLOB_URL/);
  });

  it('says how requests reach the API: required in Azure, linked by default locally, nothing else accepted', () => {
    const { PORTAL_API_ACCESS: _linked, ...semAcesso } = local;
    expect(loadConfig(semAcesso).PORTAL_API_ACCESS).toBe('linked');
    expect(loadConfig(localApiSettings(ports, 'direct')).PORTAL_API_ACCESS).toBe('direct');
    expect(() => loadConfig({ PORTAL_MODE: 'azure' })).toThrow(/PORTAL_API_ACCESS/);
    expect(() => loadConfig({ ...local, PORTAL_API_ACCESS: 'proxy' })).toThrow(
      /PORTAL_API_ACCESS: expected 'linked' or 'direct'/,
    );
  });
});
