import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

  it('reads the ticket deadline settings (issue 36): the defaults, and each malformed one named', () => {
    const padrao = loadConfig(local);
    expect(padrao.SLA_ATIVO).toBe(true);
    expect(padrao.SLA_FUSO_HORARIO).toBe('America/Sao_Paulo');
    expect(padrao.SLA_EXPEDIENTE[1]).toEqual({ inicio: 480, fim: 1080 });
    expect(padrao.SLA_EXPEDIENTE[0]).toBeNull();
    expect(padrao.SLA_METAS.get('Notas')).toEqual({ primeira_resposta: 4, resolucao: 16 });
    const ajustado = loadConfig({
      ...local,
      SLA_ATIVO: 'false',
      SLA_FERIADOS: '2026-12-24, 2026-12-31',
      SLA_METAS: 'Notas=2/8',
    });
    expect(ajustado.SLA_ATIVO).toBe(false);
    expect([...ajustado.SLA_FERIADOS]).toEqual(['2026-12-24', '2026-12-31']);
    expect(ajustado.SLA_METAS.get('Notas')).toEqual({ primeira_resposta: 2, resolucao: 8 });
    const errado = () =>
      loadConfig({
        ...local,
        SLA_ATIVO: 'sim',
        SLA_FUSO_HORARIO: 'America/Brasilia',
        SLA_EXPEDIENTE: 'seg-sex',
        SLA_FERIADOS: '24/12/2026',
        SLA_METAS: 'Outro=1/2',
      });
    for (const nome of ['SLA_ATIVO', 'SLA_FUSO_HORARIO', 'SLA_EXPEDIENTE', 'SLA_FERIADOS', 'SLA_METAS']) {
      expect(errado, nome).toThrow(new RegExp(nome));
    }
  });

  it('reads the budget settings (issue 36): a quarter and no automatic approval by default, each malformed one named', () => {
    const padrao = loadConfig(local);
    expect(padrao.VERBA_PERIODO).toBe('trimestre');
    expect(padrao.VERBA_APROVACAO_AUTOMATICA).toBe(false);
    const ajustado = loadConfig({ ...local, VERBA_PERIODO: 'mes', VERBA_APROVACAO_AUTOMATICA: 'true' });
    expect(ajustado.VERBA_PERIODO).toBe('mes');
    expect(ajustado.VERBA_APROVACAO_AUTOMATICA).toBe(true);
    const errado = () => loadConfig({ ...local, VERBA_PERIODO: 'bimestre', VERBA_APROVACAO_AUTOMATICA: 'sim' });
    for (const nome of ['VERBA_PERIODO', 'VERBA_APROVACAO_AUTOMATICA']) expect(errado, nome).toThrow(new RegExp(nome));
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
      PORTAL_TOKEN_SECRET: comoAzdGera(),
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

/** What azd generates for `portalTokenSecret` (infra/main.bicep: 64 characters, letters and digits). */
function comoAzdGera(tamanho = 64): string {
  const alfabeto = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: tamanho }, () => alfabeto[randomInt(alfabeto.length)]).join('');
}

/** The Azure-mode settings of a deployment, with this session secret. */
const azureCom = (segredo: string) => ({
  ...shared,
  PORTAL_MODE: 'azure',
  COSMOS_ENDPOINT: 'https://portal.documents.azure.com:443/',
  STORAGE_BLOB_URL: 'https://portal.blob.core.windows.net',
  EMAIL_ENDPOINT: 'https://portal.communication.azure.com',
  PORTAL_TOKEN_SECRET: segredo,
});

describe('PORTAL_TOKEN_SECRET in Azure mode', () => {
  it.each([
    ['what azd generates (64 letters and digits)', comoAzdGera()],
    ['32 random bytes in hex', randomBytes(32).toString('hex')],
    ['32 random bytes in base64', randomBytes(32).toString('base64')],
    ['32 random bytes in base64url', randomBytes(32).toString('base64url')],
    ["the runbook's rotation: 'pt' and 32 random bytes in hex", `pt${randomBytes(32).toString('hex')}`],
  ])('takes %s', (_caso, segredo) => {
    expect(loadConfig(azureCom(segredo)).PORTAL_TOKEN_SECRET).toBe(segredo);
  });

  it('refuses the local development secret the repository carries, which local mode still takes', () => {
    expect(() => loadConfig(azureCom(local.PORTAL_TOKEN_SECRET ?? ''))).toThrow(
      /PORTAL_TOKEN_SECRET: is committed in the repository/,
    );
    expect(loadConfig(local).PORTAL_TOKEN_SECRET).toBe(local.PORTAL_TOKEN_SECRET);
  });

  it.each([
    ['40 letters and digits (238 bits)', comoAzdGera(40)],
    ['63 hex digits (252 bits)', randomBytes(32).toString('hex').slice(1)],
    ['16 random bytes in hex (32 characters)', randomBytes(16).toString('hex')],
    ['one character repeated', 'a'.repeat(80)],
    ['a short pattern repeated', 'Ab1'.repeat(30)],
    ['16 hex digits in order, four times', '0123456789abcdef'.repeat(4)],
  ])('refuses a secret of fewer than 32 random bytes: %s', (_caso, segredo) => {
    expect(() => loadConfig(azureCom(segredo))).toThrow(/PORTAL_TOKEN_SECRET: carries fewer than 32 random bytes/);
  });

  it('refuses, in Azure mode, every session secret a tracked file of the repository sets', () => {
    const raiz = new URL('../../../', import.meta.url);
    const arquivos = execFileSync('git', ['ls-files', '-z'], { cwd: raiz, encoding: 'utf8' }).split('\0');
    const atribuicao = /(?:PORTAL_TOKEN_SECRET|portalTokenSecret)['"]?\s*[:=]\s*['"`]([^'"`$]{8,})['"`]/g;
    const encontrados = arquivos
      .filter((arquivo) => /\.(ts|tsx|js|json|md|bicep|bicepparam|yml|yaml|env|example)$/.test(arquivo))
      .flatMap((arquivo) =>
        [...readFileSync(new URL(arquivo, raiz), 'utf8').matchAll(atribuicao)].map(([, valor]) => ({ arquivo, valor })),
      );
    for (const { arquivo, valor } of encontrados) {
      expect(() => loadConfig(azureCom(valor ?? '')), `${arquivo}: ${valor}`).toThrow(/PORTAL_TOKEN_SECRET/);
    }
  });
});
