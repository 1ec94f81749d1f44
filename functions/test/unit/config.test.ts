import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { localApiSettings } from '../../../scripts/stack/localEnv.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';

const local = {
  PORTAL_MODE: 'local',
  COSMOS_ENDPOINT: 'https://127.0.0.1:8081/',
  COSMOS_KEY: 'chave',
  STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true',
  EMAIL_CONNECTION_STRING: 'endpoint=http://127.0.0.1:8025/;accesskey=abc',
  EMAIL_SENDER: 'naoresponda@franquia.dev',
};

describe('loadConfig', () => {
  it('parses a complete local configuration with defaults', () => {
    expect(loadConfig(local)).toMatchObject({ PORTAL_MODE: 'local', COSMOS_DATABASE: 'portal' });
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
});

describe('local.settings.json.example', () => {
  it('is a valid configuration and matches what npm start gives the local host', async () => {
    const example = JSON.parse(await readFile(new URL('../../local.settings.json.example', import.meta.url), 'utf8'));
    const fromExample = loadConfig(example.Values);
    const fromLauncher = loadConfig(
      localApiSettings({ web: 4280, api: 7071, cosmos: 8081, blob: 10000, email: 8025, oidc: 9443 }),
    );
    expect(fromExample).toEqual(fromLauncher);
  });
});
