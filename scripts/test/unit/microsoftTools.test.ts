import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../functions/src/config.ts';
import { azureYamlService } from '../../deploy/azdPackage.ts';
import { repoRoot } from '../../repoRoot.ts';
import { readRoutePrefix } from '../../stack/functionsHost/hostJson.ts';
import { localApiSettings } from '../../stack/localEnv.ts';
import { localSettings } from '../../stack/localSettings.ts';
import { localTlsCertPath } from '../../stack/localTls.ts';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const ports = { web: 4280, api: 7071, cosmos: 8081, blob: 10000, email: 8025, oidc: 9443 };
const azureYaml = read('azure.yaml');

/**
 * What Microsoft's own tools read when a developer has them (they cannot be installed here): Core Tools' `func
 * start` reads local.settings.json and host.json in the package (`npm run functions`), the SWA CLI's `swa start`
 * reads swa-cli.config.json — which azd's `swa deploy`, run from the repository's root, reads too.
 */
describe("Core Tools' local.settings.json (npm run functions)", () => {
  const settings = localSettings(ports, '/tmp/dev-tenant/tls-cert.pem');

  it('holds string values only, unencrypted, as Core Tools requires', () => {
    expect(settings.IsEncrypted).toBe(false);
    for (const [key, value] of Object.entries(settings.Values)) expect(typeof value, key).toBe('string');
    expect(settings.Host.LocalHttpPort).toBe(ports.api);
  });

  it('gives the app the configuration the stack’s own host gives it, valid against its schema', () => {
    expect(loadConfig(settings.Values)).toEqual(loadConfig(localApiSettings(ports)));
  });

  it('runs the Node worker on Azurite’s blob service, with the dev tenant’s certificate trusted', () => {
    expect(settings.Values.FUNCTIONS_WORKER_RUNTIME).toBe('node');
    expect(settings.Values.AzureWebJobsStorage).toContain(`BlobEndpoint=http://127.0.0.1:${ports.blob}/`);
    expect(settings.Values.NODE_EXTRA_CA_CERTS).toBe('/tmp/dev-tenant/tls-cert.pem');
  });

  it('is written into the package folder func start runs in, which azd ships without it', () => {
    const api = azureYamlService(azureYaml, 'api');
    const script = read('scripts/functions.ts');
    expect(script).toContain("join(api.dist, 'local.settings.json')");
    expect(api.get('dist')).toBe('deploy');
    expect(read('scripts/deploy/azdPackage.ts')).toContain("name === 'local.settings.json'");
    expect(JSON.parse(read('package.json')).scripts.functions).toBe('tsx scripts/functions.ts');
  });
});

describe('host.json (shipped in the package)', () => {
  const hostJson = JSON.parse(read('functions/host.json'));

  it('is a Functions v4 host file with the extension bundle for HTTP and timers', () => {
    expect(hostJson.version).toBe('2.0');
    expect(hostJson.extensionBundle).toEqual({
      id: 'Microsoft.Azure.Functions.ExtensionBundle',
      version: '[4.*, 5.0.0)',
    });
  });

  it('keeps the empty route prefix the templates are written for (decision 16)', () => {
    expect(readRoutePrefix(join(repoRoot, 'functions'))).toBe('');
  });
});

describe('swa-cli.config.json', () => {
  const config: { configurations: Record<string, Record<string, string>> } = JSON.parse(read('swa-cli.config.json'));
  const entries = Object.entries(config.configurations);

  it('has one configuration: azd’s `swa deploy` runs from the root and takes the first', () => {
    expect(entries).toHaveLength(1);
  });

  it('serves the web service’s artifact (azure.yaml project and dist) with the API on the port func start uses', () => {
    const [, options] = entries[0] ?? ['', {}];
    const web = azureYamlService(azureYaml, 'web');
    expect(join(options.appLocation ?? '', options.outputLocation ?? '')).toBe(
      join(web.get('project') ?? '', web.get('dist') ?? ''),
    );
    expect(new URL(options.apiDevserverUrl ?? '').port).toBe(String(ports.api));
  });

  it('names nothing `swa deploy` would act on beyond what azd passes (no API, no data API, no other config file)', () => {
    const [, options] = entries[0] ?? ['', {}];
    // `ssl`, `sslCert` and `sslKey` are `swa start`'s alone.
    expect(Object.keys(options).sort()).toEqual([
      'apiDevserverUrl',
      'appLocation',
      'outputLocation',
      'ssl',
      'sslCert',
      'sslKey',
    ]);
  });

  it('serves over HTTPS with the stack’s certificate, at the origin the API and the dev tenant know the portal by', () => {
    const [, options] = entries[0] ?? ['', {}];
    // `npm run functions` keeps the stack's data, and its certificate, in .data (the dev tenant's folder).
    const tlsDir = join(repoRoot, '.data', 'dev-tenant');
    expect(options.ssl).toBe(true);
    expect(join(repoRoot, options.sslCert ?? '')).toBe(localTlsCertPath(tlsDir));
    expect(join(repoRoot, options.sslKey ?? '')).toBe(join(tlsDir, 'tls-key.pem'));
    // swa start's default address, https once ssl is on.
    expect(localApiSettings(ports).PUBLIC_BASE_URL).toBe(`https://localhost:${ports.web}`);
  });
});
