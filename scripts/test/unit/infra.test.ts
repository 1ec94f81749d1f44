/**
 * infra/ against the code, on what Azure receives. The Bicep CLI from NuGet (infra/bicep/Bicep.proj) compiles
 * infra/main.bicep once; ARM's engine then evaluates that template for three azd environments, with the parameter
 * values azd derives from infra/main.parameters.json (scripts/infra/azdParameters.ts):
 *   - linked:   the defaults (linked API, the Static Web App's own address, the Azure-managed e-mail domain);
 *   - direct:   apiAccess direct, a custom domain, a custom e-mail domain before verification, no Function app
 *               diagnostic setting;
 *   - verified: a custom domain and a verified custom e-mail domain, which the portal sends from.
 * Each check reads the evaluated resources and outputs (a snapshot) and returns the problems it finds, so the
 * "notices ..." tests can prove it fails on a broken copy. Without the .NET SDK (or off Linux x64) the suites skip
 * and say why; with CI set they fail instead.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { InvocationContext } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { timers } from '../../../functions/src/app/routes.ts';
import { ConfigError, loadConfig } from '../../../functions/src/config.ts';
import { blobContainers } from '../../../functions/src/data/blobStore.ts';
import { containerDeclarations } from '../../../functions/src/data/cosmos.ts';
import { outboxCycle, outboxEnvio } from '../../../functions/src/routes/timers.ts';
import type { Outbox } from '../../../functions/src/services/outbox.ts';
import {
  type ArmTemplate,
  at,
  clone,
  declaredResources,
  isObject,
  type Json,
  type JsonObject,
  moduleNamed,
  modules,
  ofType,
  only,
  type PredictedResource,
  referencesIn,
  resolve,
  runtime,
  type Snapshot,
} from '../../infra/armTemplate.ts';
import { azdParameterValues, bicepParamFile, type ParametersFile } from '../../infra/azdParameters.ts';
import { build, type Diagnostic, findBicepCli, formatDiagnostics, lint, pinnedVersion } from '../../infra/bicepCli.ts';
import { BicepSession, type SnapshotScope } from '../../infra/bicepSession.ts';

const repoRoot = new URL('../../../', import.meta.url);
const repoPath = (path: string) => fileURLToPath(new URL(path, repoRoot));
const readRepoFile = (path: string) => readFileSync(new URL(path, repoRoot), 'utf8');

// --- The rehearsal: one compile, three evaluated deployments --------------------------------------------------

/** Where the snapshots deploy: a resource group in a made-up subscription and tenant. */
const scope: SnapshotScope = {
  tenantId: '0a0a0a0a-1111-4222-8333-444444444444',
  subscriptionId: '5b5b5b5b-6666-4777-8888-999999999999',
  resourceGroup: 'rg-portal-rehearsal',
  location: 'brazilsouth',
  deploymentName: 'rehearsal',
};
const apiClientId = '11111111-2222-4333-8444-555555555555';
const spaClientId = '66666666-7777-4888-8999-aaaaaaaaaaaa';
const alertEmail = 'ti@example.com';
const customDomain = 'portal.example.com';
const emailDomain = 'mail.example.com';

/** An azd environment after the first deployment's `azd env set` commands (docs/operations.md). */
const baseEnv = {
  AZURE_ENV_NAME: 'rehearsal',
  AZURE_LOCATION: 'brazilsouth',
  AZURE_RESOURCE_GROUP: scope.resourceGroup,
  ENTRA_API_CLIENT_ID: apiClientId,
  ENTRA_SPA_CLIENT_ID: spaClientId,
  SUPPORT_MAILBOX: 'suporte@example.com',
  ALERT_EMAIL: alertEmail,
  HUB_LINK_MATERIAIS: 'https://materiais.example.com',
  HUB_LINK_TREINAMENTO: 'https://treinamento.example.com',
  HUB_LINK_BI_VENDAS: 'https://bi.example.com',
  HUB_LINK_RECLAMACOES: 'https://reclamacoes.example.com',
  HUB_LINK_GESTAO: 'https://gestao.example.com',
  HUB_LINK_RASTREAMENTO: 'https://rastreamento.example.com',
};

const scenarios = {
  linked: baseEnv,
  direct: {
    ...baseEnv,
    AZURE_API_ACCESS: 'direct',
    AZURE_CUSTOM_DOMAIN: customDomain,
    AZURE_EMAIL_CUSTOM_DOMAIN: emailDomain,
    AZURE_FUNCTION_APP_DIAGNOSTICS: 'false',
  },
  verified: {
    ...baseEnv,
    AZURE_CUSTOM_DOMAIN: customDomain,
    AZURE_EMAIL_CUSTOM_DOMAIN: emailDomain,
    AZURE_EMAIL_DOMAIN_VERIFIED: 'true',
  },
} satisfies Record<string, Record<string, string>>;
type Scenario = keyof typeof scenarios;

const mainBicep = repoPath('infra/main.bicep');

/** How main.parameters.json reads an azd environment value: `${NAME}`, or `${NAME=default}`. */
const azdValue = (name: string, fallback?: string) => `\${${name}${fallback === undefined ? '' : `=${fallback}`}}`;
const parametersFile = () => JSON.parse(readRepoFile('infra/main.parameters.json')) as ParametersFile;

/**
 * What azd deploys with in an environment; azd generates portalTokenSecret once and keeps it (config). Generated
 * here too: a secret committed in the repository is one the API refuses in Azure mode (functions/src/sessionSecret.ts).
 */
const rehearsalSecret = randomBytes(32).toString('hex');
const deploymentParameters = (template: ArmTemplate, env: Record<string, string>) => ({
  ...azdParameterValues(parametersFile(), template, env),
  portalTokenSecret: rehearsalSecret,
});

interface Rehearsal {
  /** The version the session's CLI reports. */
  version: string;
  template: ArmTemplate;
  /**
   * What compiling infra/main.bicep reported: the compiler's diagnostics and the linter's (its bicepconfig.json
   * rules), the same compilation `bicep lint` reports on.
   */
  diagnostics: Diagnostic[];
  snapshots: Record<Scenario, Snapshot>;
  /**
   * A file with a hard-coded login URL, compiled by the session, and linted and built by the CLI's own commands
   * (`bicep lint`, `bicep build --stdout`): each must flag it.
   */
  hardcodedUrl: {
    compiled: Diagnostic[];
    cli: Promise<{ linted: Diagnostic[]; built: { template: ArmTemplate; diagnostics: Diagnostic[] } }>;
  };
}

async function rehearse(cli: string): Promise<Rehearsal> {
  const folder = mkdtempSync(join(tmpdir(), 'infra-rehearsal-'));
  const hardcoded = join(folder, 'hardcoded.bicep');
  writeFileSync(hardcoded, "output login string = 'https://login.microsoftonline.com/'\n");
  // The CLI's commands on a small file, one after the other, beside the session.
  const cliRun = (async () => ({ linted: await lint(cli, hardcoded), built: await build(cli, hardcoded) }))();
  cliRun.catch(() => {}); // awaited by its test
  const session = BicepSession.start(cli);
  try {
    const version = await session.version();
    const compiled = await session.compile(mainBicep);
    const template = compiled.template;
    if (!template) throw new Error(`infra/main.bicep does not compile:\n${formatDiagnostics(compiled.diagnostics)}`);
    writeFileSync(join(folder, 'main.json'), JSON.stringify(template));
    const snapshots: Partial<Record<Scenario, Snapshot>> = {};
    for (const [name, env] of Object.entries(scenarios) as [Scenario, Record<string, string>][]) {
      const file = join(folder, `${name}.bicepparam`);
      writeFileSync(file, bicepParamFile('./main.json', deploymentParameters(template, env)));
      snapshots[name] = await session.snapshot(file, scope);
    }
    const hardcodedCompiled = await session.compile(hardcoded);
    await cliRun.catch(() => undefined); // the folder goes once the CLI has read its file
    return {
      version,
      template,
      diagnostics: compiled.diagnostics,
      snapshots: snapshots as Record<Scenario, Snapshot>,
      hardcodedUrl: { compiled: hardcodedCompiled.diagnostics, cli: cliRun },
    };
  } finally {
    session.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

const cli = findBicepCli();
const rehearsal = cli.ok ? await rehearse(cli.path) : undefined;

// --- Reading a snapshot ----------------------------------------------------------------------------------------

const appSettingsOf = (snapshot: Snapshot): JsonObject => {
  const settings = only(snapshot, 'Microsoft.Web/sites/config', (r) => r.name.endsWith('/appsettings')).properties;
  if (!settings) throw new Error('the appsettings config has no properties');
  return settings;
};
const functionAppOf = (snapshot: Snapshot) => only(snapshot, 'Microsoft.Web/sites');
const staticSiteOf = (snapshot: Snapshot) => only(snapshot, 'Microsoft.Web/staticSites');
const workspaceOf = (snapshot: Snapshot) => only(snapshot, 'Microsoft.OperationalInsights/workspaces');
const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const str = (value: Json | undefined) => (typeof value === 'string' ? value : undefined);

/** The portal's own address while the deployment runs: the Static Web App's default host name. */
const webDefaultUrl = (snapshot: Snapshot) =>
  `https://${runtime(staticSiteOf(snapshot).id, 'properties.defaultHostname')}`;

/** The data storage account: the one STORAGE_BLOB_URL points at. */
function dataStorageOf(snapshot: Snapshot): PredictedResource {
  const [reference] = referencesIn(str(appSettingsOf(snapshot).STORAGE_BLOB_URL) ?? '');
  return only(snapshot, 'Microsoft.Storage/storageAccounts', (account) => account.id === reference?.id);
}

const blobServiceOf = (snapshot: Snapshot, account: PredictedResource) =>
  only(
    snapshot,
    'Microsoft.Storage/storageAccounts/blobServices',
    (service) => service.name === `${account.name}/default`,
  );

// --- What the code expects -----------------------------------------------------------------------------------

/** The settings the Azure-mode schema refuses to start without (those with no default). */
function requiredAzureSettings(): string[] {
  try {
    loadConfig({ PORTAL_MODE: 'azure' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...error.message.matchAll(/^ {2}([A-Za-z0-9_]+): /gm)].map((match) => match[1] ?? '');
  }
  throw new Error('loadConfig accepted an empty Azure-mode environment');
}

/** Every setting a mode's schema reads, defaults included (observed through a Proxy). */
function settingsReadIn(mode: 'azure' | 'local'): Set<string> {
  const read = new Set<string>();
  const env = new Proxy<NodeJS.ProcessEnv>(
    { PORTAL_MODE: mode },
    {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver);
      },
    },
  );
  try {
    loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
  }
  return read;
}

/**
 * Settings with a default in config.ts that Azure must still set: the database name is Bicep's
 * choice and the protocol mode must say Entra ID.
 */
const defaultedButEnvironmentSpecific = ['COSMOS_DATABASE', 'ENTRA_PROTOCOL_MODE'];

/** App settings of the platform (Functions host, Application Insights), not of the API's schema. */
const isPlatformSetting = (key: string) => /^(AzureWebJobsStorage__|APPLICATIONINSIGHTS_)/.test(key);

// --- Skipping without the CLI --------------------------------------------------------------------------------

describe('infra: the Bicep CLI from NuGet', () => {
  it('pins Azure.Bicep.CommandLine.linux-x64 to one exact version', () => {
    expect(pinnedVersion()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(() =>
      pinnedVersion('<PackageDownload Include="Azure.Bicep.CommandLine.linux-x64" Version="0.49.2" />'),
    ).toThrow(/one version/);
  });

  it('says why it cannot run where there is no .NET SDK or the machine is not Linux x64', () => {
    const noDotnet = findBicepCli({ platform: 'linux', arch: 'x64', env: { ...process.env, PATH: '' } });
    expect(noDotnet.ok ? '' : noDotnet.reason).toMatch(/\.NET SDK \(`dotnet`\) is not on PATH/);
    const mac = findBicepCli({ platform: 'darwin', arch: 'arm64' });
    expect(mac.ok ? '' : mac.reason).toMatch(/linux-x64 build of the Bicep CLI; this machine is darwin-arm64/);
  });

  if (!cli.ok) {
    if (process.env.CI) {
      it('compiles infra/main.bicep (CI must have the .NET SDK)', () => {
        throw new Error(`The Bicep CLI is unavailable: ${cli.reason}`);
      });
    } else {
      console.warn(`infra.test.ts: skipping the infra checks: ${cli.reason}`);
      it.skip(`compiles and checks infra/*.bicep — skipped: ${cli.reason}`);
    }
  }
});

function infraSuites(r: Rehearsal): void {
  const linked = r.snapshots.linked;
  const direct = r.snapshots.direct;
  const verified = r.snapshots.verified;

  describe('infra: compile and lint', () => {
    it('runs the Bicep CLI version infra/bicep/Bicep.proj pins', () => {
      expect(r.version).toBe(pinnedVersion());
    });

    it('compiles infra/main.bicep without an error', () => {
      expect(formatDiagnostics(r.diagnostics.filter((d) => d.level === 'error'))).toBe('');
    });

    it('lints infra/main.bicep clean: no error and no warning (what `bicep lint infra/main.bicep` reports)', () => {
      expect(formatDiagnostics(r.diagnostics.filter((d) => d.level !== 'note'))).toBe('');
    });

    it('notices a linter warning, in the compilation, in `bicep lint` and in `bicep build`', async () => {
      const flagged = (diagnostics: Diagnostic[]) => diagnostics.map((d) => `${d.level} ${d.code}`);
      const { linted, built } = await r.hardcodedUrl.cli;
      for (const diagnostics of [r.hardcodedUrl.compiled, linted, built.diagnostics]) {
        expect(flagged(diagnostics)).toEqual(['warning no-hardcoded-env-urls']);
      }
      expect(built.template.outputs?.login?.value).toBe('https://login.microsoftonline.com/');
    });
  });

  describe('infra: Function app settings', () => {
    const required = requiredAzureSettings();
    const azureSchema = settingsReadIn('azure');
    const localOnly = [...settingsReadIn('local')].filter((key) => !azureSchema.has(key));
    const settings = appSettingsOf(linked);

    it('derives the settings from the code', () => {
      expect(required).toContain('COSMOS_ENDPOINT');
      expect(required.length).toBeGreaterThanOrEqual(10);
      expect(localOnly).toContain('COSMOS_KEY');
      for (const key of defaultedButEnvironmentSpecific) expect(azureSchema, key).toContain(key);
    });

    it('sets every setting the Azure-mode config requires', () => {
      const missing = required.filter((key) => !(key in settings));
      expect(missing, 'required by functions/src/config.ts, missing from the app settings').toEqual([]);
    });

    it('sets the defaulted settings whose defaults only suit local development', () => {
      expect(defaultedButEnvironmentSpecific.filter((key) => !(key in settings))).toEqual([]);
      expect(settings.PORTAL_MODE).toBe('azure');
      expect(settings.ENTRA_PROTOCOL_MODE).toBe('AAD');
      expect(settings.COSMOS_DATABASE).toBe('portal');
      expect(resolve(settings.PUBLIC_BASE_URL)).toBe(webDefaultUrl(linked));
    });

    it('sets nothing the config does not read (typos, stale names) and no local-only setting', () => {
      const keys = Object.keys(settings);
      expect(keys.filter((key) => !isPlatformSetting(key) && !azureSchema.has(key))).toEqual([]);
      expect(keys.filter((key) => localOnly.includes(key))).toEqual([]);
    });

    it('points every client at the resources of this deployment', () => {
      const id = (type: string) => only(linked, type).id;
      expect(resolve(settings.COSMOS_ENDPOINT)).toBe(
        runtime(id('Microsoft.DocumentDB/databaseAccounts'), 'properties.documentEndpoint'),
      );
      expect(resolve(settings.STORAGE_BLOB_URL)).toBe(
        runtime(dataStorageOf(linked).id, 'properties.primaryEndpoints.blob'),
      );
      expect(resolve(settings.EMAIL_ENDPOINT)).toBe(
        `https://${runtime(id('Microsoft.Communication/communicationServices'), 'properties.hostName')}`,
      );
      expect(settings.SUPPORT_MAILBOX).toBe(baseEnv.SUPPORT_MAILBOX);
      expect(settings.HUB_LINK_EMAIL_WEB).toBe('https://outlook.office.com/mail/');
      expect(settings.HUB_LINK_RASTREAMENTO).toBe(baseEnv.HUB_LINK_RASTREAMENTO);
    });

    it('uses identity-based host storage and Entra-authenticated telemetry', () => {
      const site = functionAppOf(linked);
      const [deploymentStorage] = referencesIn(
        str(at(site.properties, 'functionAppConfig.deployment.storage.value')) ?? '',
      );
      const hostAccount = only(linked, 'Microsoft.Storage/storageAccounts', (a) => a.id === deploymentStorage?.id);
      expect(settings.AzureWebJobsStorage__accountName).toBe(hostAccount.name);
      expect(hostAccount.id).not.toBe(dataStorageOf(linked).id);
      expect(settings.AzureWebJobsStorage__credential).toBe('managedidentity');
      expect('AzureWebJobsStorage' in settings).toBe(false);
      expect(settings.APPLICATIONINSIGHTS_AUTHENTICATION_STRING).toBe('Authorization=AAD');
      expect(resolve(settings.APPLICATIONINSIGHTS_CONNECTION_STRING)).toBe(
        runtime(only(linked, 'Microsoft.Insights/components').id, 'properties.ConnectionString'),
      );
    });

    it('validates Entra ID tokens of this tenant and API registration', () => {
      const login = `https://login.microsoftonline.com/${scope.tenantId}`;
      expect(settings.ENTRA_TENANT_ID).toBe(scope.tenantId);
      expect(resolve(settings.ENTRA_AUTHORITY)).toBe(login);
      expect(resolve(settings.ENTRA_ISSUER)).toBe(`${login}/v2.0`);
      expect(resolve(settings.ENTRA_JWKS_URL)).toBe(`${login}/discovery/v2.0/keys`);
      expect(settings.ENTRA_AUDIENCE).toBe(apiClientId);
      expect(settings.ENTRA_SPA_CLIENT_ID).toBe(spaClientId);
      expect(settings.ENTRA_API_SCOPE).toBe(`api://${apiClientId}/access_as_user`);
    });

    it('writes the settings in one go, after every role the identity needs (the Key Vault reference resolves)', () => {
      const config = only(linked, 'Microsoft.Web/sites/config', (c) => c.name.endsWith('/appsettings'));
      expect(config.name).toBe(`${functionAppOf(linked).name}/appsettings`);
      expect(at(functionAppOf(linked).properties, 'siteConfig.appSettings')).toBeUndefined();
      expect(settingsOrderProblems(r.template)).toEqual([]);
    });

    it('notices settings written before a role assignment exists', () => {
      const broken = clone(r.template);
      const settingsModule = modules(broken).find((m) => declares(m.template, 'Microsoft.Web/sites/config'));
      if (!settingsModule) throw new Error('no module writes the app settings');
      settingsModule.resource.dependsOn = (settingsModule.resource.dependsOn ?? []).filter(
        (d) => !d.includes("'keyvault'"),
      );
      expect(settingsOrderProblems(broken).join('\n')).toMatch(/before module keyvault/);
    });
  });

  describe('infra: data containers match the data layer', () => {
    it("declares every Cosmos container with its partition key, indexing policy and TTL from the code's own file", () => {
      expect(containerDeclarations.logs.defaultTtl).toBeGreaterThan(0);
      expect(cosmosContainerProblems(linked)).toEqual([]);
    });

    it('notices a container that is missing or no longer matches the code', () => {
      const broken = (change: (containers: PredictedResource[], snapshot: Snapshot) => void) => {
        const copy = clone(linked);
        change(ofType(copy, 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers'), copy);
        return cosmosContainerProblems(copy).join('\n');
      };
      const named = (containers: PredictedResource[], name: string) => {
        const found = containers.find((c) => c.name.endsWith(`/${name}`));
        if (!found?.properties) throw new Error(`no container ${name}`);
        return found.properties;
      };
      expect(
        broken((_, copy) => {
          copy.predictedResources = copy.predictedResources.filter((c) => !c.name.endsWith('/portal/outbox'));
        }),
      ).toMatch(/outbox: not declared/);
      expect(broken((c) => ((at(named(c, 'pedidos'), 'resource.partitionKey') as JsonObject).paths = ['/id']))).toMatch(
        /pedidos: partition key/,
      );
      expect(broken((c) => delete (at(named(c, 'produtos'), 'resource') as JsonObject).indexingPolicy)).toMatch(
        /produtos: indexing policy/,
      );
      expect(broken((c) => ((at(named(c, 'logs'), 'resource') as JsonObject).defaultTtl = null))).toMatch(/logs: TTL/);
      expect(broken((c) => ((at(named(c, 'usuarios'), 'resource') as JsonObject).id = 'users'))).toMatch(
        /usuarios: id/,
      );
    });

    it('declares every blob container, and no others', () => {
      expect(blobContainerProblems(linked)).toEqual([]);
      const copy = clone(linked);
      copy.predictedResources = copy.predictedResources.filter((c) => !c.name.endsWith('/default/uploads'));
      expect(blobContainerProblems(copy).join('\n')).toMatch(/uploads/);
    });

    it('allows the same browser uploads as the local CORS rule of blobStore.ts, from the portal origins', () => {
      expect(blobCorsProblems(linked, [webDefaultUrl(linked)])).toEqual([]);
      expect(blobCorsProblems(direct, [webDefaultUrl(direct), `https://${customDomain}`])).toEqual([]);
      const copy = clone(linked);
      const rule = at(blobServiceOf(copy, dataStorageOf(copy)).properties, 'cors.corsRules.0') as JsonObject;
      rule.allowedMethods = ['PUT', 'OPTIONS', 'DELETE'];
      rule.allowedOrigins = ['*'];
      expect(blobCorsProblems(copy, [webDefaultUrl(copy)]).join('\n')).toMatch(/methods.*\n.*origins/s);
    });

    it('expires unclaimed uploads after a day', () => {
      const policy = only(linked, 'Microsoft.Storage/storageAccounts/managementPolicies');
      const [rule] = list(at(policy.properties, 'policy.rules'));
      expect(at(rule, 'definition.filters.prefixMatch')).toEqual(['uploads/']);
      expect(at(rule, 'definition.actions.baseBlob.delete.daysAfterModificationGreaterThan')).toBe(1);
      expect(policy.name).toBe(`${dataStorageOf(linked).name}/default`);
      expect(Object.values(blobContainers)).toContain('uploads');
    });
  });

  describe('infra: security invariants', () => {
    it('disables local (key) auth on Cosmos DB and makes it serverless', () => {
      const account = only(linked, 'Microsoft.DocumentDB/databaseAccounts').properties;
      expect(at(account, 'disableLocalAuth')).toBe(true);
      expect(list(at(account, 'capabilities'))).toContainEqual({ name: 'EnableServerless' });
    });

    it('grants the Function identity the Cosmos data-plane Data Contributor role', () => {
      const assignment = only(linked, 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments').properties;
      const account = only(linked, 'Microsoft.DocumentDB/databaseAccounts');
      expect(at(assignment, 'roleDefinitionId')).toBe(
        `${account.id}/sqlRoleDefinitions/00000000-0000-0000-0000-000000000002`,
      );
      expect(resolve(at(assignment, 'principalId'))).toBe(runtime(functionAppOf(linked).id, 'identity.principalId'));
    });

    it('turns shared keys and public blob access off on every storage account', () => {
      const accounts = ofType(linked, 'Microsoft.Storage/storageAccounts');
      expect(accounts).toHaveLength(2);
      for (const account of accounts) {
        expect(at(account.properties, 'allowSharedKeyAccess'), account.name).toBe(false);
        expect(at(account.properties, 'allowBlobPublicAccess'), account.name).toBe(false);
        expect(at(account.properties, 'minimumTlsVersion'), account.name).toBe('TLS1_2');
      }
    });

    it('puts no account keys or connection strings anywhere', () => {
      expect(secretProblems(JSON.stringify(r.template), appSettingsOf(linked))).toEqual([]);
      const leaky = { ...appSettingsOf(linked), COSMOS_KEY: "[listKeys('x', '2024-11-15').primaryMasterKey]" };
      expect(secretProblems("[listKeys('x')]", leaky)).toHaveLength(3);
    });

    it('turns local auth off on Application Insights and Communication Services', () => {
      expect(at(only(linked, 'Microsoft.Insights/components').properties, 'DisableLocalAuth')).toBe(true);
      expect(at(only(linked, 'Microsoft.Communication/communicationServices').properties, 'disableLocalAuth')).toBe(
        true,
      );
    });

    it('reads PORTAL_TOKEN_SECRET through a Key Vault reference to an RBAC-mode vault', () => {
      const secret = only(linked, 'Microsoft.KeyVault/vaults/secrets');
      expect(secret.name).toMatch(/\/portal-token-secret$/);
      expect(resolve(appSettingsOf(linked).PORTAL_TOKEN_SECRET)).toBe(
        `@Microsoft.KeyVault(SecretUri=${runtime(secret.id, 'properties.secretUri')})`,
      );
      expect(at(only(linked, 'Microsoft.KeyVault/vaults').properties, 'enableRbacAuthorization')).toBe(true);
      expect(r.template.parameters?.portalTokenSecret?.type).toBe('securestring');
    });

    it("gives the Function app's identity exactly the roles of infra/README.md, each on its one resource", () => {
      expect(roleProblems(linked)).toEqual([]);
      const copy = clone(linked);
      const owner = ofType(copy, 'Microsoft.Authorization/roleAssignments').find((a) =>
        str(at(a.properties, 'roleDefinitionId'))?.endsWith(roles.storageBlobDataOwner),
      );
      if (owner?.properties)
        owner.properties.roleDefinitionId = `/providers/Microsoft.Authorization/roleDefinitions/${roles.contributor}`;
      expect(roleProblems(copy).join('\n')).toMatch(
        /Storage Blob Data Owner on stfunc\w+: missing[\s\S]*unexpected role/,
      );
    });

    it('runs the Static Web App on the Standard plan', () => {
      expect(staticSiteOf(linked).sku).toEqual({ name: 'Standard', tier: 'Standard' });
      expect(at(staticSiteOf(linked).properties, 'stagingEnvironmentPolicy')).toBe('Disabled');
    });

    it('runs the API on Flex Consumption (Node 22) with a system-assigned identity', () => {
      const site = functionAppOf(linked);
      expect(site.kind).toBe('functionapp,linux');
      expect(site.identity).toEqual({ type: 'SystemAssigned' });
      expect(at(site.properties, 'functionAppConfig.runtime')).toEqual({ name: 'node', version: '22' });
      expect(at(site.properties, 'functionAppConfig.deployment.storage.authentication.type')).toBe(
        'SystemAssignedIdentity',
      );
      expect(at(site.properties, 'httpsOnly')).toBe(true);
      const plan = only(linked, 'Microsoft.Web/serverfarms');
      expect(at(site.properties, 'serverFarmId')).toBe(plan.id);
      expect(plan.sku).toEqual({ name: 'FC1', tier: 'FlexConsumption' });
    });
  });

  describe('infra: how the SPA reaches the API (apiAccess)', () => {
    it('declares apiAccess as linked (default) or direct, set from azd by AZURE_API_ACCESS', () => {
      const parameter = r.template.parameters?.apiAccess;
      expect(parameter?.allowedValues).toEqual(['linked', 'direct']);
      expect(parameter?.defaultValue).toBe('linked');
      expect(parametersFile().parameters.apiAccess?.value).toBe(azdValue('AZURE_API_ACCESS', 'linked'));
      // What Azure receives decides it: the link's deployment carries the condition, the API module the origins.
      expect(moduleNamed(r.template, 'api-link').resource.condition).toBe(
        "[equals(parameters('apiAccess'), 'linked')]",
      );
      expect(moduleNamed(r.template, 'api').parameters.corsAllowedOrigins).toMatch(
        /^\[if\(equals\(parameters\('apiAccess'\), 'direct'\), /,
      );
    });

    it('linked: links the Function app as the backend, allows no cross-origin caller, and outputs no API URL', () => {
      expect(apiAccessProblems(linked, 'linked', [])).toEqual([]);
      expect(apiAccessProblems(verified, 'linked', [])).toEqual([]);
    });

    it("direct: no link, CORS for the portal's origins only, and PORTAL_API_URL is the Function app's URL", () => {
      expect(apiAccessProblems(direct, 'direct', [webDefaultUrl(direct), `https://${customDomain}`])).toEqual([]);
    });

    it('notices a link in direct mode, CORS in linked mode, a wildcard, credentials or a wrong API URL', () => {
      const origins = [webDefaultUrl(direct), `https://${customDomain}`];
      const broken = (snapshot: Snapshot, change: (copy: Snapshot) => void) => {
        const copy = clone(snapshot);
        change(copy);
        return copy;
      };
      const cors = (copy: Snapshot) => at(functionAppOf(copy).properties, 'siteConfig.cors') as JsonObject;
      const withLink = broken(direct, (copy) => {
        copy.predictedResources.push(only(linked, 'Microsoft.Web/staticSites/linkedBackends'));
      });
      expect(apiAccessProblems(withLink, 'direct', origins).join('\n')).toMatch(/linked backend/);
      const openLinked = broken(linked, (copy) => {
        cors(copy).allowedOrigins = ['https://example.com'];
      });
      expect(apiAccessProblems(openLinked, 'linked', []).join('\n')).toMatch(/CORS allows/);
      const wildcard = broken(direct, (copy) => {
        cors(copy).allowedOrigins = [...origins, '*'];
        cors(copy).supportCredentials = true;
      });
      expect(apiAccessProblems(wildcard, 'direct', origins).join('\n')).toMatch(/CORS allows \[.*"\*"\]/);
      expect(apiAccessProblems(wildcard, 'direct', origins).join('\n')).toMatch(/CORS supports credentials/);
      // The host matches an origin as the browser sends it (scheme, host, port; no path): `https://x/` admits no one.
      const notAnOrigin = broken(direct, (copy) => {
        cors(copy).allowedOrigins = [`${webDefaultUrl(direct)}/`];
      });
      expect(apiAccessProblems(notAnOrigin, 'direct', [`${webDefaultUrl(direct)}/`]).join('\n')).toMatch(
        /CORS origin .* is not an https origin/,
      );
      const slash = broken(direct, (copy) => {
        copy.outputs.PORTAL_API_URL = `${resolve(copy.outputs.PORTAL_API_URL)}/`;
      });
      expect(apiAccessProblems(slash, 'direct', origins).join('\n')).toMatch(/PORTAL_API_URL is/);
      const unlinked = broken(linked, (copy) => {
        copy.predictedResources = copy.predictedResources.filter((x) => !x.type.endsWith('/linkedBackends'));
      });
      expect(apiAccessProblems(unlinked, 'linked', []).join('\n')).toMatch(/no linked backend/);
    });
  });

  describe('infra: custom domain', () => {
    it('serves the portal at the custom domain: PUBLIC_BASE_URL, WEB_URL, and both origins for uploads', () => {
      for (const snapshot of [direct, verified]) {
        expect(appSettingsOf(snapshot).PUBLIC_BASE_URL).toBe(`https://${customDomain}`);
        expect(snapshot.outputs.WEB_URL).toBe(`https://${customDomain}`);
        expect(blobCorsProblems(snapshot, [webDefaultUrl(snapshot), `https://${customDomain}`])).toEqual([]);
      }
      expect(resolve(linked.outputs.WEB_URL)).toBe(webDefaultUrl(linked));
      expect(parametersFile().parameters.customDomain?.value).toBe(azdValue('AZURE_CUSTOM_DOMAIN'));
    });

    it("outputs the Static Web App's host name (the CNAME target) and leaves the binding to the runbook", () => {
      for (const snapshot of [linked, direct, verified]) {
        expect(resolve(snapshot.outputs.WEB_HOSTNAME)).toBe(
          runtime(staticSiteOf(snapshot).id, 'properties.defaultHostname'),
        );
        expect(ofType(snapshot, 'Microsoft.Web/staticSites/customDomains')).toEqual([]);
      }
    });
  });

  describe('infra: production e-mail domain', () => {
    const managedDomain = (snapshot: Snapshot) =>
      only(snapshot, 'Microsoft.Communication/emailServices/domains', (d) => d.name.endsWith('/AzureManagedDomain'));
    const managedSender = (snapshot: Snapshot) =>
      `DoNotReply@${runtime(managedDomain(snapshot).id, 'properties.mailFromSenderDomain')}`;

    it('without a custom domain, sends from the Azure-managed domain and outputs no DNS record', () => {
      expect(emailProblems(linked, { domain: '', verified: false, sender: managedSender(linked) })).toEqual([]);
    });

    it('step 1: creates the custom domain, outputs its DNS records, links nothing yet', () => {
      expect(emailProblems(direct, { domain: emailDomain, verified: false, sender: managedSender(direct) })).toEqual(
        [],
      );
    });

    it('step 2: once verified, links the custom domain and sends from DoNotReply@<domain>', () => {
      const sender = `DoNotReply@${emailDomain}`;
      expect(emailProblems(verified, { domain: emailDomain, verified: true, sender })).toEqual([]);
    });

    it('takes both steps from azd (AZURE_EMAIL_CUSTOM_DOMAIN, AZURE_EMAIL_DOMAIN_VERIFIED)', () => {
      const { parameters } = parametersFile();
      expect(parameters.emailCustomDomain?.value).toBe(azdValue('AZURE_EMAIL_CUSTOM_DOMAIN'));
      expect(parameters.emailCustomDomainVerified?.value).toBe(azdValue('AZURE_EMAIL_DOMAIN_VERIFIED', 'false'));
    });

    it('notices a domain not linked in step 2, linked too early, or the wrong sender', () => {
      const sender = `DoNotReply@${emailDomain}`;
      const acs = (copy: Snapshot) =>
        only(copy, 'Microsoft.Communication/communicationServices').properties as JsonObject;
      const notLinked = clone(verified);
      acs(notLinked).linkedDomains = [managedDomain(notLinked).id];
      expect(emailProblems(notLinked, { domain: emailDomain, verified: true, sender }).join('\n')).toMatch(
        /linked domains are/,
      );
      const early = clone(verified);
      expect(emailProblems(early, { domain: emailDomain, verified: false, sender }).join('\n')).toMatch(
        /linked domains are/,
      );
      const wrongSender = clone(direct);
      appSettingsOf(wrongSender).EMAIL_SENDER = sender;
      expect(
        emailProblems(wrongSender, { domain: emailDomain, verified: false, sender: managedSender(direct) }).join('\n'),
      ).toMatch(/EMAIL_SENDER is/);
    });
  });

  describe('infra: operations', () => {
    it('keeps 7 days of continuous (point-in-time) backup of Cosmos DB', () => {
      expect(cosmosBackupProblems(linked)).toEqual([]);
    });

    it('notices a periodic or longer backup, or none', () => {
      const broken = (change: (backup: JsonObject, account: JsonObject) => void) => {
        const copy = clone(linked);
        const account = only(copy, 'Microsoft.DocumentDB/databaseAccounts').properties as JsonObject;
        change(account.backupPolicy as JsonObject, account);
        return cosmosBackupProblems(copy).join('\n');
      };
      expect(broken((backup) => (backup.type = 'Periodic'))).toMatch(/type is Periodic, not Continuous/);
      expect(broken((backup) => ((backup.continuousModeProperties as JsonObject).tier = 'Continuous30Days'))).toMatch(
        /tier is Continuous30Days/,
      );
      expect(broken((_, account) => delete account.backupPolicy)).toMatch(/no backupPolicy/);
    });

    it('has every runbook alert, each e-mailing ALERT_EMAIL through the one action group', () => {
      expect(alertProblems(linked, alertEmail)).toEqual([]);
    });

    it('selects and filters the outbox trace line exactly as the timer writes it', () => {
      const query = backlogQuery(linked);
      const [line] = outboxSamples[0] ?? [''];
      const documented = {
        evento: 'outbox',
        enviados: 0,
        pendentes: 3,
        falhas: 0,
        maisAntigoMinutos: 17,
        limitadoMinutos: null,
      };
      expect(line).toBe(JSON.stringify(documented));
      expect(line).toBe(
        '{"evento":"outbox","enviados":0,"pendentes":3,"falhas":0,"maisAntigoMinutos":17,"limitadoMinutos":null}',
      );
      expect(line.startsWith(outboxPrefix(query) ?? '-')).toBe(true);
      expect(outboxQueryProblems(query)).toEqual([]);
    });

    it('notices a missing alert, a wrong signal, a rule that notifies nobody, or a mail to someone else', () => {
      const broken = (change: (copy: Snapshot) => void) => {
        const copy = clone(linked);
        change(copy);
        return alertProblems(copy, alertEmail).join('\n');
      };
      const rule = (copy: Snapshot, name: string) => {
        const found = copy.predictedResources.find((x) => x.name.startsWith(`alert-${name}-`));
        if (!found?.properties) throw new Error(`no alert ${name}`);
        return found.properties;
      };
      const criterion = (copy: Snapshot, name: string) => at(rule(copy, name), 'criteria.allOf.0') as JsonObject;
      expect(
        broken((copy) => {
          copy.predictedResources = copy.predictedResources.filter(
            (x) => !x.name.startsWith('alert-cosmos-throttling'),
          );
        }),
      ).toMatch(/no Microsoft\.Insights\/metricAlerts for "Alert: Cosmos throttling"/);
      expect(broken((copy) => (criterion(copy, 'email-timer-silent').operator = 'GreaterThan'))).toMatch(
        /alert-email-timer-silent-\w+ \("Alert: E-mail timer silent"\): does not fire when no line came/,
      );
      expect(
        broken((copy) => {
          const properties = rule(copy, 'email-timer-silent');
          properties.description =
            str(properties.description)?.replace('"Alert: E-mail timer silent"', '"Timer"') ?? '';
        }),
      ).toMatch(/no Microsoft\.Insights\/scheduledQueryRules for "Alert: E-mail timer silent"/);
      expect(
        broken((copy) => {
          const properties = rule(copy, 'email-backlog');
          properties.description = str(properties.description)?.replace('"Alert: E-mail backlog"', '"Backlog"') ?? '';
        }),
      ).toMatch(/alert-email-backlog-\w+: its description names no runbook section/);
      expect(
        broken((copy) => ((at(criterion(copy, 'cosmos-throttling'), 'dimensions.0') as JsonObject).values = ['503'])),
      ).toMatch(/does not filter StatusCode 429/);
      expect(
        broken((copy) => {
          const group = only(copy, 'Microsoft.Insights/actionGroups').properties as JsonObject;
          (at(group, 'emailReceivers.0') as JsonObject).emailAddress = 'someone@example.com';
        }),
      ).toMatch(/does not e-mail ti@example\.com/);
      expect(
        broken((copy) => {
          const c = criterion(copy, 'api-5xx');
          c.query = str(c.query)?.replace('toint(ResultCode) >= 500', 'toint(ResultCode) >= 400') ?? '';
        }),
      ).toMatch(/does not count ResultCode >= 500/);
      expect(
        broken((copy) => {
          const c = criterion(copy, 'keyvault-reference');
          c.query = str(c.query)?.replace("'Key Vault reference did not resolve'", "'Key Vault is unhappy'") ?? '';
        }),
      ).toMatch(/config\.ts never says/);
      expect(
        broken((copy) => {
          (at(rule(copy, 'keyvault-forbidden'), 'actions.0') as JsonObject).actionGroupId = 'none';
        }),
      ).toMatch(/alert-keyvault-forbidden-\w+: it does not notify the action group/);
      expect(broken((copy) => (rule(copy, 'api-5xx').severity = 3))).toMatch(/alert-api-5xx-\w+ .*severity 3, not 1/);
      expect(broken((copy) => (rule(copy, 'cosmos-throttling').scopes = [workspaceOf(copy).id]))).toMatch(
        /Cosmos throttling"\): scopes are/,
      );
    });

    it('notices a backlog query that no longer matches the trace line', () => {
      const query = backlogQuery(linked);
      const broken = (from: string, to: string) => {
        expect(query, from).toContain(from);
        return outboxQueryProblems(query.replace(from, to)).join('\n');
      };
      expect(broken(`startswith '{"evento":"outbox"'`, `startswith '{"evento": "outbox"'`)).toMatch(
        /does not start with/,
      );
      expect(broken(`startswith '{"evento":"outbox"'`, `startswith '{"event":"outbox"'`)).toMatch(
        /does not start with/,
      );
      expect(broken('d.maisAntigoMinutos) > 15', 'd.maisAntigoMinuto) > 15')).toMatch(
        /"maisAntigoMinutos":17,.* should fire/,
      );
      expect(broken('d.maisAntigoMinutos) > 15', 'd.maisAntigoMinutos) > 14')).toMatch(
        /"maisAntigoMinutos":15,.* should not fire/,
      );
      expect(broken(' or toint(d.falhas) > 0', '')).toMatch(/"falhas":1,.*should fire/);
      // The e-mail service's pause: past 15 minutes (its hourly limit) it fires, a minute's does not.
      expect(broken(' or toint(d.limitadoMinutos) > 15', '')).toMatch(/"limitadoMinutos":42} should fire/);
      expect(broken('d.limitadoMinutos) > 15', 'd.limitadoMinutos) > 0')).toMatch(
        /"limitadoMinutos":1} should not fire/,
      );
    });

    it('takes alertEmail from azd (ALERT_EMAIL) and documents it', () => {
      const parameters = readRepoFile('infra/main.parameters.json');
      const readme = readRepoFile('infra/README.md');
      expect(alertEmailWiringProblems(r.template, parameters, readme, linked)).toEqual([]);
      const edit = (text: string, from: string, to: string) => {
        expect(text, from).toContain(from);
        return text.replace(from, to);
      };
      expect(
        alertEmailWiringProblems(
          r.template,
          edit(parameters, `"${azdValue('ALERT_EMAIL')}"`, '""'),
          readme,
          linked,
        ).join(),
      ).toMatch(/does not map alertEmail/);
      const noMinimum = clone(r.template);
      if (noMinimum.parameters?.alertEmail) delete noMinimum.parameters.alertEmail.minLength;
      expect(alertEmailWiringProblems(noMinimum, parameters, readme, linked).join()).toMatch(/no minLength 3/);
      const otherReceiver = clone(linked);
      (
        at(only(otherReceiver, 'Microsoft.Insights/actionGroups').properties, 'emailReceivers.0') as JsonObject
      ).emailAddress = 'it@example.com';
      expect(alertEmailWiringProblems(r.template, parameters, readme, otherReceiver).join()).toMatch(
        /action group does not e-mail ALERT_EMAIL/,
      );
      expect(
        alertEmailWiringProblems(
          r.template,
          parameters,
          edit(readme, 'azd env set ALERT_EMAIL', 'azd env set MAIL'),
          linked,
        ).join(),
      ).toMatch(/does not say/);
    });

    it('sends logs and metrics of every resource that supports diagnostic settings to the workspace', () => {
      expect(diagnosticsProblems(linked)).toEqual([]);
      expect(diagnosticsProblems(verified)).toEqual([]);
    });

    it("leaves out only the Function app's diagnostic setting when functionAppDiagnostics is false", () => {
      expect(parametersFile().parameters.functionAppDiagnostics?.value).toBe(
        azdValue('AZURE_FUNCTION_APP_DIAGNOSTICS', 'true'),
      );
      expect(moduleNamed(r.template, 'diagnostics').parameters.includeFunctionApp).toBe(
        "[parameters('functionAppDiagnostics')]",
      );
      expect(diagnosticsProblems(direct, ['Microsoft.Web/sites'])).toEqual([]);
      expect(diagnosticsProblems(direct).join('\n')).toMatch(
        /Microsoft\.Web\/sites .*func-\w+ has no diagnostic setting/,
      );
    });

    it('notices a resource left without its diagnostic setting, or one sending elsewhere or less', () => {
      const broken = (change: (settings: PredictedResource[], copy: Snapshot) => void) => {
        const copy = clone(linked);
        change(ofType(copy, 'Microsoft.Insights/diagnosticSettings'), copy);
        return diagnosticsProblems(copy).join('\n');
      };
      const of = (settings: PredictedResource[], scopeType: string) => {
        const found = settings.find((s) => s.id.includes(`/providers/${scopeType}/`));
        if (!found?.properties) throw new Error(`no diagnostic setting on a ${scopeType}`);
        return found;
      };
      expect(
        broken((_, copy) => {
          const vault = of(ofType(copy, 'Microsoft.Insights/diagnosticSettings'), 'Microsoft.KeyVault/vaults');
          copy.predictedResources = copy.predictedResources.filter((x) => x !== vault);
        }),
      ).toMatch(/Microsoft\.KeyVault\/vaults .*kv-\w+ has no diagnostic setting/);
      expect(
        broken((settings, copy) => {
          const hostBlob = settings.find((s) => s.id.includes(`${hostStorageOf(copy).id}/blobServices/default/`));
          if (!hostBlob) throw new Error('no host blob setting');
          hostBlob.id = hostBlob.id.replace(hostStorageOf(copy).id, dataStorageOf(copy).id);
        }),
      ).toMatch(/blobServices .*stfunc\w+\/default has no diagnostic setting/);
      expect(
        broken((settings) => {
          const cosmos = of(settings, 'Microsoft.DocumentDB/databaseAccounts');
          if (cosmos.properties) cosmos.properties.workspaceId = '';
        }),
      ).toMatch(/cosmos-\w+: sends to '', not the workspace/);
      expect(
        broken((settings) => {
          const vault = of(settings, 'Microsoft.KeyVault/vaults');
          (at(vault.properties, 'logs.0') as JsonObject).categoryGroup = 'audit';
        }),
      ).toMatch(/does not send the allLogs category group/);
      expect(
        broken((settings) => {
          const cosmos = of(settings, 'Microsoft.DocumentDB/databaseAccounts');
          (at(cosmos.properties, 'metrics.0') as JsonObject).category = 'Transaction';
        }),
      ).toMatch(/does not send AllMetrics/);
      expect(
        broken((_, copy) => {
          copy.predictedResources.push({
            id: `/subscriptions/${scope.subscriptionId}/resourceGroups/${scope.resourceGroup}/providers/Microsoft.ServiceBus/namespaces/bus`,
            type: 'Microsoft.ServiceBus/namespaces',
            name: 'bus',
            apiVersion: '2022-10-01',
          });
        }),
      ).toMatch(/Microsoft\.ServiceBus\/namespaces: neither has a diagnostic setting/);
    });

    it('ships a workbook with the charts an admin checks, over the workspace', () => {
      const workbook = only(linked, 'Microsoft.Insights/workbooks');
      expect(at(workbook.properties, 'sourceId')).toBe(workspaceOf(linked).id);
      const json = JSON.parse(str(at(workbook.properties, 'serializedData')) ?? '{}') as JsonObject;
      expect(json.fallbackResourceIds).toEqual([workspaceOf(linked).id]);
      const file = JSON.parse(readRepoFile('infra/workbooks/operations.workbook.json')) as JsonObject;
      expect(json.items).toEqual(file.items);
      expect(workbookProblems(json, backlogQuery(linked))).toEqual([]);
    });

    it('notices a workbook chart that went missing or reads other trace lines', () => {
      const workbook = only(linked, 'Microsoft.Insights/workbooks');
      const text = str(at(workbook.properties, 'serializedData')) ?? '';
      const broken = (from: string, to: string) => {
        expect(text, from).toContain(from);
        return workbookProblems(JSON.parse(text.replace(from, to)) as JsonObject, backlogQuery(linked)).join('\n');
      };
      expect(broken('percentile(DurationMs, 95)', 'avg(DurationMs)')).toMatch(/no chart of p95 latency per route/);
      expect(broken("'chamados-criar'", "'chamados'")).toMatch(/no chart of orders and tickets per day/);
      expect(broken('\\"evento\\":\\"outbox\\"', '\\"event\\":\\"outbox\\"')).toMatch(/an outbox chart selects/);
    });
  });

  describe('infra: azd', () => {
    const azureYaml = readRepoFile('azure.yaml');

    it('uses GA (non-preview) resource API versions', () => {
      const versions = declaredResources(r.template).map(({ resource }) => `${resource.type}@${resource.apiVersion}`);
      expect(versions.length).toBeGreaterThan(30);
      const preview = versions.filter((typeAndVersion) => !/@\d{4}-\d{2}-\d{2}$/.test(typeAndVersion));
      expect([...new Set(preview)].filter((v) => !allowedPreviewApiVersions.includes(v))).toEqual([]);
    });

    it('names the project, the infra module and both services as azd expects', () => {
      expect(azureYaml).toMatch(/^name: portal-do-franqueado$/m);
      expect(azureYaml).toMatch(/^infra:\n {2}provider: bicep\n {2}path: infra\n {2}module: main$/m);
      expect(azureYaml).toMatch(/^ {2}web:\n {4}project: \.\/web\n {4}host: staticwebapp\n(.*\n)*? {4}dist: dist$/m);
      expect(azureYaml).toMatch(/^ {2}api:\n {4}project: \.\/functions\n {4}host: function\n {4}language: ts$/m);
      expect(staticSiteOf(linked).tags?.['azd-service-name']).toBe('web');
      expect(functionAppOf(linked).tags?.['azd-service-name']).toBe('api');
      for (const resource of linked.predictedResources.filter((x) => x.tags)) {
        expect(resource.tags?.['azd-env-name'], resource.name).toBe(baseEnv.AZURE_ENV_NAME);
      }
    });

    it('maps every parameter without a default to main.parameters.json, and only declared ones', () => {
      const { parameters } = parametersFile();
      const declared = r.template.parameters ?? {};
      // azd generates the token secret (@metadata azd type 'generate') and keeps it per environment.
      const generated = ['portalTokenSecret'];
      const withoutDefault = Object.entries(declared).filter(([, p]) => p.defaultValue === undefined);
      expect(withoutDefault.map(([name]) => name).filter((n) => !generated.includes(n) && !(n in parameters))).toEqual(
        [],
      );
      expect(Object.keys(parameters).filter((name) => !(name in declared))).toEqual([]);
    });

    it('gives every bool parameter a default azd can parse, so an unset variable never reaches ARM as ""', () => {
      const { parameters } = parametersFile();
      const bools = Object.entries(r.template.parameters ?? {}).filter(([, p]) => p.type.toLowerCase() === 'bool');
      expect(bools.length).toBeGreaterThanOrEqual(3);
      for (const [name] of bools) {
        expect(String(parameters[name]?.value), name).toMatch(/^\$\{[A-Z0-9_]+=(true|false)\}$/);
      }
    });

    it('outputs what the web build and the runbook read', () => {
      for (const snapshot of [linked, direct, verified]) {
        for (const name of [
          'WEB_URL',
          'WEB_HOSTNAME',
          'WEB_NAME',
          'API_NAME',
          'API_ACCESS',
          'PORTAL_API_URL',
          'EMAIL_SENDER',
        ]) {
          expect(snapshot.outputs, name).toHaveProperty(name);
        }
      }
      expect(resolve(direct.outputs.EMAIL_SENDER)).toBe(resolve(appSettingsOf(direct).EMAIL_SENDER));
    });
  });
}

// --- Checks (each returns its problems) -----------------------------------------------------------------------

const declares = (template: ArmTemplate, type: string) =>
  declaredResources(template).some(({ resource }) => resource.type === type);

/**
 * The app settings must be written after every module that assigns the Function app's identity a role: the
 * platform resolves the Key Vault reference when the settings change, and the API's first start needs its roles.
 */
function settingsOrderProblems(template: ArmTemplate): string[] {
  const top = modules(template).filter((m) =>
    (Array.isArray(template.resources) ? template.resources : []).includes(m.resource),
  );
  const settings = top.find((m) => declares(m.template, 'Microsoft.Web/sites/config'));
  if (!settings) return ['no module writes the Function app settings'];
  const assigning = top.filter(
    (m) =>
      declares(m.template, 'Microsoft.Authorization/roleAssignments') ||
      declares(m.template, 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments'),
  );
  const problems = assigning.length < 5 ? [`only ${assigning.length} modules assign roles`] : [];
  for (const module of assigning) {
    const edge = `[resourceId('Microsoft.Resources/deployments', '${module.name}')]`;
    if (!(settings.resource.dependsOn ?? []).includes(edge)) {
      problems.push(
        `the settings (module ${settings.name}) may be written before module ${module.name} assigns its role`,
      );
    }
  }
  return problems;
}

/** Built-in role definition ids (https://learn.microsoft.com/azure/role-based-access-control/built-in-roles). */
const roles = {
  storageBlobDataOwner: 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b',
  storageBlobDataContributor: 'ba92f5b4-2d11-453d-a403-e96b0029c9fe',
  storageBlobDelegator: 'db58b8e5-c6ad-4a2a-8342-4190687cbf4a',
  monitoringMetricsPublisher: '3913510d-42f4-4e42-8a64-420c390055eb',
  communicationAndEmailServiceOwner: '09976791-48a7-449e-bb21-39d1a415f350',
  keyVaultSecretsUser: '4633458b-17de-408a-b874-0445c86b69e6',
  contributor: 'b24988ac-6180-42a0-ab88-20f7382dd24c',
};

/** The resource a role assignment applies to: the id before /providers/Microsoft.Authorization/roleAssignments. */
function assignmentScope(assignment: PredictedResource): string {
  const extension = /^\[extensionResourceId\('([^']+)'/.exec(assignment.id)?.[1];
  return extension ?? assignment.id.replace(/\/providers\/Microsoft\.Authorization\/roleAssignments\/[^/]+$/, '');
}

/**
 * The Function app's identity holds exactly these Azure roles (infra/README.md), each scoped to one resource, and
 * no role assignment names anyone else.
 */
function roleProblems(snapshot: Snapshot): string[] {
  const principal = runtime(functionAppOf(snapshot).id, 'identity.principalId');
  const data = dataStorageOf(snapshot);
  const host = hostStorageOf(snapshot);
  const expected: [string, string, PredictedResource][] = [
    ['Storage Blob Data Contributor', roles.storageBlobDataContributor, data],
    ['Storage Blob Delegator', roles.storageBlobDelegator, data],
    ['Storage Blob Data Owner', roles.storageBlobDataOwner, host],
    ['Monitoring Metrics Publisher', roles.monitoringMetricsPublisher, only(snapshot, 'Microsoft.Insights/components')],
    [
      'Communication and Email Service Owner',
      roles.communicationAndEmailServiceOwner,
      only(snapshot, 'Microsoft.Communication/communicationServices'),
    ],
    ['Key Vault Secrets User', roles.keyVaultSecretsUser, only(snapshot, 'Microsoft.KeyVault/vaults/secrets')],
  ];
  const assignments = ofType(snapshot, 'Microsoft.Authorization/roleAssignments').map((assignment) => ({
    scope: assignmentScope(assignment),
    role: str(at(assignment.properties, 'roleDefinitionId'))?.split('/').pop() ?? '',
    principal: resolve(at(assignment.properties, 'principalId')),
    type: at(assignment.properties, 'principalType'),
  }));
  const problems: string[] = [];
  for (const [name, role, resource] of expected) {
    const found = assignments.filter((a) => a.role === role && a.scope === resource.id);
    if (found.length !== 1) problems.push(`${name} on ${resource.name}: ${found.length === 0 ? 'missing' : 'twice'}`);
  }
  for (const assignment of assignments) {
    if (!expected.some(([, role, resource]) => role === assignment.role && resource.id === assignment.scope)) {
      problems.push(`unexpected role ${assignment.role} on ${assignment.scope}`);
    }
    if (assignment.principal !== principal || assignment.type !== 'ServicePrincipal') {
      problems.push(`role ${assignment.role} is assigned to ${String(assignment.principal)}`);
    }
  }
  return problems;
}

/** The snapshot's Cosmos containers against functions/src/data/cosmosContainers.json, through the data layer. */
function cosmosContainerProblems(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  const account = only(snapshot, 'Microsoft.DocumentDB/databaseAccounts');
  const database = only(snapshot, 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases');
  if (database.name !== `${account.name}/portal`) problems.push(`the database is ${database.name}, not portal`);
  const containers = new Map(
    ofType(snapshot, 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers').map((c) => [
      c.name.slice(database.name.length + 1),
      at(c.properties, 'resource'),
    ]),
  );
  for (const [name, declaration] of Object.entries(containerDeclarations)) {
    const resource = containers.get(name);
    if (!isObject(resource)) {
      problems.push(`${name}: not declared in infra`);
      continue;
    }
    if (resource.id !== name) problems.push(`${name}: id is ${String(resource.id)}`);
    const partitionKey = resource.partitionKey;
    if (!isDeepStrictEqual(partitionKey, { paths: [declaration.partitionKey], kind: 'Hash', version: 2 })) {
      problems.push(`${name}: partition key is ${JSON.stringify(partitionKey)}, not ${declaration.partitionKey}`);
    }
    if (!isDeepStrictEqual(resource.indexingPolicy, declaration.indexingPolicy)) {
      problems.push(`${name}: indexing policy differs from the declaration`);
    }
    if ((resource.defaultTtl ?? undefined) !== declaration.defaultTtl) {
      problems.push(`${name}: TTL is ${String(resource.defaultTtl)}, not ${String(declaration.defaultTtl)}`);
    }
  }
  for (const name of containers.keys()) {
    if (!(name in containerDeclarations)) problems.push(`${name}: declared in infra, unknown to the data layer`);
  }
  return problems;
}

function blobContainerProblems(snapshot: Snapshot): string[] {
  const account = dataStorageOf(snapshot);
  const declared = ofType(snapshot, 'Microsoft.Storage/storageAccounts/blobServices/containers')
    .filter((c) => c.name.startsWith(`${account.name}/default/`))
    .map((c) => c.name.slice(`${account.name}/default/`.length))
    .sort();
  const expected = Object.values(blobContainers).sort();
  return isDeepStrictEqual(declared, expected) ? [] : [`blob containers are [${declared}], not [${expected}]`];
}

/** The data account's CORS rule: the local rule's methods and headers (blobStore.ts), from exactly `origins`. */
function blobCorsProblems(snapshot: Snapshot, origins: string[]): string[] {
  const source = readRepoFile('functions/src/data/blobStore.ts');
  const localRule = (name: string) => (new RegExp(`${name}: '([^']+)'`).exec(source)?.[1] ?? '').split(',');
  const rules = list(at(blobServiceOf(snapshot, dataStorageOf(snapshot)).properties, 'cors.corsRules'));
  if (rules.length !== 1) return [`expected one CORS rule, found ${rules.length}`];
  const [rule] = rules;
  const problems: string[] = [];
  for (const [field, local] of [
    ['allowedMethods', 'allowedMethods'],
    ['allowedHeaders', 'allowedHeaders'],
    ['exposedHeaders', 'exposedHeaders'],
  ] as const) {
    if (!isDeepStrictEqual(at(rule, field), localRule(local))) {
      problems.push(`${field.replace('allowed', '').toLowerCase()} are ${JSON.stringify(at(rule, field))}`);
    }
  }
  const allowed = resolve(at(rule, 'allowedOrigins'));
  if (!isDeepStrictEqual(allowed, origins)) problems.push(`origins are ${JSON.stringify(allowed)}, not ${origins}`);
  return problems;
}

/** No key, connection string or key-listing function in the template or the settings. */
function secretProblems(templateText: string, settings: JsonObject): string[] {
  const problems: string[] = [];
  if (/listKeys\s*\(|listConnectionStrings\s*\(|AccountKey=|SharedAccessKey=/i.test(templateText)) {
    problems.push('the template lists keys or holds a connection string');
  }
  for (const [key, value] of Object.entries(settings)) {
    if (key === 'APPLICATIONINSIGHTS_CONNECTION_STRING') continue; // the ingestion endpoint, not a credential
    if (/CONNECTION_STRING$|_KEY$/.test(key)) problems.push(`setting ${key} holds a key or a connection string`);
    if (/AccountKey=|listKeys\s*\(|primaryKey|secondaryKey|primaryMasterKey/i.test(JSON.stringify(value))) {
      problems.push(`setting ${key} reads a key`);
    }
  }
  return problems;
}

/**
 * linked: the link to the Function app, no CORS origin, PORTAL_API_URL ''. direct: no link, CORS for exactly
 * the portal's origins (no wildcard, no credentials), PORTAL_API_URL the Function app's own https URL.
 */
function apiAccessProblems(snapshot: Snapshot, mode: 'linked' | 'direct', origins: string[]): string[] {
  const problems: string[] = [];
  const site = functionAppOf(snapshot);
  const links = ofType(snapshot, 'Microsoft.Web/staticSites/linkedBackends');
  const cors = at(site.properties, 'siteConfig.cors');
  const allowed = resolve(at(cors, 'allowedOrigins'));
  const apiUrl = resolve(snapshot.outputs.PORTAL_API_URL);
  if (snapshot.outputs.API_ACCESS !== mode) problems.push(`API_ACCESS is ${String(snapshot.outputs.API_ACCESS)}`);
  if (at(cors, 'supportCredentials') !== false) problems.push('CORS supports credentials');
  if (mode === 'linked') {
    const [link] = links;
    if (links.length !== 1 || !link) problems.push('there is no linked backend');
    else {
      if (link.name !== `${staticSiteOf(snapshot).name}/api`) problems.push(`the link is ${link.name}`);
      if (at(link.properties, 'backendResourceId') !== site.id) problems.push('the link points elsewhere');
      if (resolve(at(link.properties, 'region')) !== runtime(site.id, 'location'))
        problems.push('the link region differs');
    }
    if (!isDeepStrictEqual(allowed, [])) problems.push(`CORS allows ${JSON.stringify(allowed)} in linked mode`);
    if (apiUrl !== '') problems.push(`PORTAL_API_URL is ${JSON.stringify(apiUrl)}, not empty`);
  } else {
    if (links.length > 0) problems.push('a linked backend is declared in direct mode');
    if (!isDeepStrictEqual(allowed, origins)) problems.push(`CORS allows ${JSON.stringify(allowed)}, not ${origins}`);
    for (const origin of list(allowed)) {
      // A value known at deployment only («…») stands for a host name.
      const written = String(origin).replace(/«[^»]*»/g, 'runtime.example');
      const url = URL.canParse(written) ? new URL(written) : null;
      if (url?.protocol !== 'https:' || url.origin !== written)
        problems.push(`CORS origin ${origin} is not an https origin`);
    }
    const expected = `https://${runtime(site.id, 'properties.defaultHostName')}`;
    if (apiUrl !== expected) problems.push(`PORTAL_API_URL is ${JSON.stringify(apiUrl)}, not ${expected}`);
  }
  return problems;
}

/**
 * The e-mail domains: the managed one always linked; the custom one (if any) CustomerManaged, with its five DNS
 * records output, and linked (and sent from) only once verified.
 */
function emailProblems(snapshot: Snapshot, expected: { domain: string; verified: boolean; sender: string }): string[] {
  const problems: string[] = [];
  const domains = ofType(snapshot, 'Microsoft.Communication/emailServices/domains');
  const managed = domains.find((d) => d.name.endsWith('/AzureManagedDomain'));
  const custom = domains.find((d) => !d.name.endsWith('/AzureManagedDomain'));
  if (at(managed?.properties, 'domainManagement') !== 'AzureManaged') problems.push('no Azure-managed domain');
  const linkedDomains = list(
    at(only(snapshot, 'Microsoft.Communication/communicationServices').properties, 'linkedDomains'),
  );
  const records = ['DOMAIN', 'SPF', 'DKIM', 'DKIM2', 'DMARC'];
  if (!expected.domain) {
    if (custom) problems.push(`a custom domain ${custom.name} is declared`);
    for (const record of records) {
      if (snapshot.outputs[`EMAIL_DNS_${record}`] !== '') problems.push(`EMAIL_DNS_${record} is not empty`);
    }
  } else if (!custom) problems.push(`no custom domain ${expected.domain}`);
  else {
    if (!custom.name.endsWith(`/${expected.domain}`)) problems.push(`the custom domain is ${custom.name}`);
    if (at(custom.properties, 'domainManagement') !== 'CustomerManaged')
      problems.push('the custom domain is not CustomerManaged');
    if (at(custom.properties, 'userEngagementTracking') !== 'Disabled')
      problems.push('the custom domain tracks engagement');
    const keys: Record<string, string> = { DOMAIN: 'Domain', SPF: 'SPF', DKIM: 'DKIM', DKIM2: 'DKIM2', DMARC: 'DMARC' };
    for (const record of records) {
      const output = str(snapshot.outputs[`EMAIL_DNS_${record}`]) ?? '';
      const read = referencesIn(output).some(
        (ref) => ref.id === custom.id && ref.path === 'properties.verificationRecords',
      );
      if (!read || !output.includes(`.verificationRecords, '${keys[record]}')`)) {
        problems.push(`EMAIL_DNS_${record} does not output the ${keys[record]} record of ${expected.domain}`);
      }
    }
  }
  const expectedLinks = [managed?.id, ...(expected.verified && custom ? [custom.id] : [])];
  if (!isDeepStrictEqual(linkedDomains, expectedLinks)) {
    problems.push(`linked domains are ${JSON.stringify(linkedDomains)}, not ${JSON.stringify(expectedLinks)}`);
  }
  const sender = resolve(appSettingsOf(snapshot).EMAIL_SENDER);
  if (sender !== expected.sender) problems.push(`EMAIL_SENDER is ${JSON.stringify(sender)}, not ${expected.sender}`);
  if (resolve(snapshot.outputs.EMAIL_SENDER) !== sender)
    problems.push('the EMAIL_SENDER output differs from the setting');
  return problems;
}

function cosmosBackupProblems(snapshot: Snapshot): string[] {
  const accounts = ofType(snapshot, 'Microsoft.DocumentDB/databaseAccounts');
  if (accounts.length !== 1) return [`expected one Cosmos DB account, found ${accounts.length}`];
  const policy = at(accounts[0]?.properties, 'backupPolicy');
  if (!isObject(policy)) return ['the account has no backupPolicy'];
  const problems: string[] = [];
  if (policy.type !== 'Continuous') problems.push(`backup policy type is ${String(policy.type)}, not Continuous`);
  const tier = at(policy, 'continuousModeProperties.tier');
  if (tier !== 'Continuous7Days')
    problems.push(`continuous backup tier is ${String(tier ?? 'missing')}, not Continuous7Days`);
  return problems;
}

// --- Alerts ------------------------------------------------------------------------------------------------------

type Backlog = Awaited<ReturnType<Outbox['backlog']>>;

/**
 * The trace line the API's `outbox-envio` timer writes every minute (Application Insights AppTraces,
 * column Message), from a run of the registered timer itself over a stubbed outbox that sent `enviados`
 * e-mails and reports `backlog` (maisAntigoMinutos is null when nothing is pending; falhas counts the
 * e-mails parked after 10 failed attempts).
 */
async function outboxTraceLine(
  enviados: number,
  backlog: Omit<Backlog, 'maisAntigoEm' | 'limitadoAte'>,
  limitadoMinutos: number | null = null,
): Promise<string> {
  const timer = timers.find(({ name }) => name === 'outbox-envio');
  if (!timer) throw new Error('functions/src/app/routes.ts has no outbox-envio timer');
  // The registered timer is the outbox's cycle over the platform's outbox: here over a stubbed one.
  if ((await timer.handler()) !== outboxEnvio) throw new Error('the outbox-envio timer does not run outboxEnvio');
  const lines: string[] = [];
  const context = new InvocationContext({
    invocationId: 'infra-test',
    functionName: timer.name,
    logHandler: (_level, ...args) => lines.push(args.map(String).join(' ')),
  });
  const maisAntigoEm = backlog.maisAntigoMinutos === null ? null : new Date().toISOString();
  const limitadoAte = limitadoMinutos === null ? null : new Date(Date.now() + limitadoMinutos * 60_000).toISOString();
  const outbox = {
    ciclo: async (): Promise<Backlog & { enviados: number; limitadoMinutos: number | null }> => ({
      enviados,
      limitadoMinutos,
      ...backlog,
      maisAntigoEm,
      limitadoAte,
    }),
  };
  await outboxCycle(outbox)(
    { isPastDue: false, schedule: { adjustForDST: false }, scheduleStatus: { last: '', next: '', lastUpdated: '' } },
    context,
  );
  if (lines.length !== 1) throw new Error(`the outbox timer logged ${lines.length} lines, not one`);
  return lines[0] as string;
}

/** Lines of the timer, and whether the e-mail backlog alert must fire on each. */
const outboxSamples: [string, boolean][] = [
  [await outboxTraceLine(0, { pendentes: 3, falhas: 0, maisAntigoMinutos: 17 }), true],
  [await outboxTraceLine(2, { pendentes: 1, falhas: 0, maisAntigoMinutos: 15 }), false],
  [await outboxTraceLine(0, { pendentes: 0, falhas: 0, maisAntigoMinutos: null }), false],
  [await outboxTraceLine(5, { pendentes: 0, falhas: 1, maisAntigoMinutos: null }), true],
  // The e-mail service asked for a wait past 15 minutes (its hourly limit): codes and order e-mails wait that long.
  [await outboxTraceLine(0, { pendentes: 0, falhas: 0, maisAntigoMinutos: null }, 42), true],
  // Its per-minute limit: the next minute's sweep goes on.
  [await outboxTraceLine(5, { pendentes: 2, falhas: 0, maisAntigoMinutos: 1 }, 1), false],
];

/** The prefix a KQL query selects the outbox lines with (`Message startswith '...'`). */
const outboxPrefix = (query: string) => /\bMessage\s+startswith\s+'([^']*)'/.exec(query)?.[1];

/**
 * What is wrong with the backlog alert's query against the timer's lines: it must select them by a
 * prefix they start with, parse them, and keep exactly the lines that show an e-mail pending for more
 * than 15 minutes, e-mails parked, or the e-mail service asking for a wait of more than 15 minutes. Its `where` is read as `toint(d.<field>) > <n>` conditions joined
 * by `or` and run over the sample lines.
 */
function outboxQueryProblems(query: string): string[] {
  const prefix = outboxPrefix(query);
  if (prefix === undefined) return ["no `Message startswith '...'` selects the outbox trace lines"];
  const unselected = outboxSamples.map(([line]) => line).filter((line) => !prefix || !line.startsWith(prefix));
  if (unselected.length > 0) return unselected.map((line) => `the trace line ${line} does not start with ${prefix}`);
  if (!/\|\s*extend\s+d\s*=\s*parse_json\(Message\)/.test(query)) return ['the lines are not parsed into d'];
  const where = /\|\s*extend\s+d\s*=\s*parse_json\(Message\)\s*\|\s*where\s+(.+)/.exec(query)?.[1]?.trim() ?? '';
  const conditions = where.split(/\s+or\s+/).map((condition) => /^toint\(d\.(\w+)\)\s*>\s*(\d+)$/.exec(condition));
  if (!where || conditions.some((condition) => !condition)) return [`cannot read the condition: ${where}`];
  const fires = (sample: string) => {
    const d = JSON.parse(sample) as Record<string, unknown>;
    return conditions.some((condition) => {
      const value = d[condition?.[1] ?? ''];
      return typeof value === 'number' && value > Number(condition?.[2]);
    });
  };
  return outboxSamples
    .filter(([sample, expected]) => fires(sample) !== expected)
    .map(([sample, expected]) => `${sample} ${expected ? 'should' : 'should not'} fire the alert`);
}

/** The message functions/src/config.ts refuses an unresolved Key Vault reference with. */
function unresolvedKeyVaultMessage(): string {
  try {
    loadConfig({
      PORTAL_MODE: 'azure',
      PORTAL_TOKEN_SECRET: '@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/x)',
    });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('loadConfig accepted an unresolved Key Vault reference');
}

const logAlert = 'Microsoft.Insights/scheduledQueryRules';
const metricAlert = 'Microsoft.Insights/metricAlerts';

/** The runbook sections (docs/operations.md headings) and the alert each one answers. */
const runbookAlerts: {
  section: string;
  type: typeof logAlert | typeof metricAlert;
  severity: number;
  /** The resource type the rule watches (its scope), for metric alerts; log alerts watch the workspace. */
  watches?: string;
  check: (criterion: JsonObject) => string[];
}[] = [
  {
    section: 'Alert: API 5xx rate',
    type: logAlert,
    severity: 1,
    check: ({ query, operator, threshold }) => [
      ...(/^\s*AppRequests\b/.test(str(query) ?? '') ? [] : ['does not query AppRequests']),
      ...(/countif\(toint\(ResultCode\)\s*>=\s*500\)/.test(str(query) ?? '')
        ? []
        : ['does not count ResultCode >= 500']),
      ...(/where\s+total\s*>=\s*10\b/.test(str(query) ?? '') ? [] : ['does not require at least 10 requests']),
      ...(operator === 'GreaterThan' && threshold === 5 ? [] : ['does not fire above 5 %']),
    ],
  },
  {
    section: 'Alert: Function failures',
    type: logAlert,
    severity: 2,
    check: ({ query }) => [
      ...(/AppRequests\s*\|\s*where\s+Success\s*==\s*false/.test(str(query) ?? '')
        ? []
        : ['does not count failed invocations']),
      ...(/\bAppExceptions\b/.test(str(query) ?? '') ? [] : ['does not count AppExceptions']),
    ],
  },
  {
    section: 'Alert: E-mail backlog',
    type: logAlert,
    severity: 2,
    check: ({ query, timeAggregation, threshold }) => [
      ...outboxQueryProblems(str(query) ?? ''),
      ...(timeAggregation === 'Count' && threshold === 0 ? [] : ['does not fire on any matching line']),
    ],
  },
  {
    section: 'Alert: E-mail timer silent',
    type: logAlert,
    severity: 2,
    check: ({ query, timeAggregation, operator, threshold }) => {
      const text = str(query) ?? '';
      const prefix = outboxPrefix(text);
      const unselected = outboxSamples.filter(([line]) => !prefix || !line.startsWith(prefix));
      return [
        ...(prefix === undefined ? ["no `Message startswith '...'` selects the outbox trace lines"] : []),
        ...unselected.map(([line]) => `the trace line ${line} does not start with ${prefix}`),
        ...(/\|\s*where\s+(?!Message\s+startswith)/.test(text) ? ['filters the lines beyond their prefix'] : []),
        ...(timeAggregation === 'Count' && operator === 'LessThan' && threshold === 1
          ? []
          : ['does not fire when no line came']),
      ];
    },
  },
  {
    section: 'Alert: Cosmos throttling',
    type: metricAlert,
    severity: 2,
    watches: 'Microsoft.DocumentDB/databaseAccounts',
    check: (criterion) => [
      ...(criterion.metricName === 'TotalRequests' ? [] : ['does not watch TotalRequests']),
      ...(isDeepStrictEqual(criterion.dimensions, [{ name: 'StatusCode', operator: 'Include', values: ['429'] }])
        ? []
        : ['does not filter StatusCode 429']),
    ],
  },
  {
    section: 'Alert: Key Vault reference',
    type: logAlert,
    severity: 1,
    check: ({ query }) => {
      const text = str(query) ?? '';
      const refusal = /'([^']*Key Vault[^']*)'/.exec(text)?.[1];
      if (!refusal) return ['does not look for the Key Vault refusal'];
      const problems = unresolvedKeyVaultMessage().includes(refusal) ? [] : [`config.ts never says "${refusal}"`];
      if (!/\bAppExceptions\b/.test(text) || !/\bAppTraces\b/.test(text))
        problems.push('misses AppTraces or AppExceptions');
      return problems;
    },
  },
];

/**
 * What is wrong with the alerting: one enabled action group must e-mail `email`; every alert rule must be enabled,
 * notify that group and name the runbook section to follow; and each runbook section must have its rule, of the
 * right kind and severity, watching the right signal in the right scope (log alerts: the workspace; metric alerts:
 * the resource they watch).
 */
function alertProblems(snapshot: Snapshot, email: string): string[] {
  const groups = ofType(snapshot, 'Microsoft.Insights/actionGroups');
  if (groups.length !== 1) return [`expected one action group, found ${groups.length}`];
  const group = groups[0] as PredictedResource;
  const problems: string[] = [];
  const receivers = list(at(group.properties, 'emailReceivers'));
  if (!receivers.some((receiver) => at(receiver, 'emailAddress') === email)) {
    problems.push(`the action group does not e-mail ${email}`);
  }
  if (at(group.properties, 'enabled') !== true) problems.push('the action group is not enabled');
  const rules = [...ofType(snapshot, logAlert), ...ofType(snapshot, metricAlert)];
  for (const rule of rules) {
    const description = str(at(rule.properties, 'description')) ?? '';
    if (
      !description.includes('docs/operations.md') ||
      !runbookAlerts.some(({ section }) => description.includes(`"${section}"`))
    ) {
      problems.push(`${rule.name}: its description names no runbook section of docs/operations.md`);
    }
    if (at(rule.properties, 'enabled') !== true) problems.push(`${rule.name}: it is not enabled`);
    const targets =
      rule.type === metricAlert
        ? list(at(rule.properties, 'actions')).map((action) => at(action, 'actionGroupId'))
        : list(at(rule.properties, 'actions.actionGroups'));
    if (!targets.includes(group.id)) problems.push(`${rule.name}: it does not notify the action group`);
  }
  const workspace = workspaceOf(snapshot).id;
  for (const expected of runbookAlerts) {
    const rule = rules.find(
      (candidate) =>
        candidate.type === expected.type &&
        (str(at(candidate.properties, 'description')) ?? '').includes(`"${expected.section}"`),
    );
    if (!rule) {
      problems.push(`no ${expected.type} for "${expected.section}"`);
      continue;
    }
    const prefix = `${rule.name} ("${expected.section}")`;
    const severity = at(rule.properties, 'severity');
    if (severity !== expected.severity)
      problems.push(`${prefix}: severity ${String(severity)}, not ${expected.severity}`);
    const scopes = list(at(rule.properties, 'scopes'));
    const watched = expected.watches ? only(snapshot, expected.watches).id : workspace;
    if (!isDeepStrictEqual(scopes, [watched])) problems.push(`${prefix}: scopes are ${JSON.stringify(scopes)}`);
    const criterion = at(rule.properties, 'criteria.allOf.0');
    if (!isObject(criterion)) {
      problems.push(`${prefix}: no criterion`);
      continue;
    }
    problems.push(...expected.check(criterion).map((problem) => `${prefix}: ${problem}`));
  }
  return problems;
}

/** The e-mail backlog rule's KQL, as Azure receives it. */
function backlogQuery(snapshot: Snapshot): string {
  const rule = ofType(snapshot, logAlert).find((x) =>
    (str(at(x.properties, 'description')) ?? '').includes('"Alert: E-mail backlog"'),
  );
  return str(at(rule?.properties, 'criteria.allOf.0.query')) ?? '';
}

/**
 * alertEmail: a parameter of at least 3 characters and no default, which main.parameters.json takes from azd's
 * ALERT_EMAIL (so the evaluated action group e-mails the environment's value) and infra/README.md tells to set.
 */
function alertEmailWiringProblems(
  template: ArmTemplate,
  parametersJson: string,
  readme: string,
  snapshot: Snapshot,
): string[] {
  const problems: string[] = [];
  const parameter = template.parameters?.alertEmail;
  if (parameter?.type !== 'string') problems.push('main.bicep has no alertEmail string parameter');
  else if (parameter.minLength !== 3 || parameter.defaultValue !== undefined) {
    problems.push('alertEmail has no minLength 3, or a default');
  }
  const parameters = JSON.parse(parametersJson) as ParametersFile;
  if (parameters.parameters.alertEmail?.value !== azdValue('ALERT_EMAIL')) {
    problems.push(`main.parameters.json does not map alertEmail to ${azdValue('ALERT_EMAIL')}`);
  }
  const receivers = list(at(only(snapshot, 'Microsoft.Insights/actionGroups').properties, 'emailReceivers'));
  if (!receivers.some((receiver) => at(receiver, 'emailAddress') === baseEnv.ALERT_EMAIL)) {
    problems.push('the action group does not e-mail ALERT_EMAIL');
  }
  if (!/^azd env set ALERT_EMAIL /m.test(readme))
    problems.push('infra/README.md does not say `azd env set ALERT_EMAIL`');
  return problems;
}

// --- Diagnostic settings -----------------------------------------------------------------------------------------

/** Resource types that get a diagnostic setting to the workspace, and what it must send. */
const diagnosticTargets: Record<string, { logs: boolean }> = {
  'Microsoft.DocumentDB/databaseAccounts': { logs: true },
  'Microsoft.Storage/storageAccounts': { logs: false }, // metrics only; the logs are the blob service's
  'Microsoft.Storage/storageAccounts/blobServices': { logs: true },
  'Microsoft.Web/sites': { logs: true },
  'Microsoft.KeyVault/vaults': { logs: true },
  'Microsoft.Communication/communicationServices': { logs: true },
};

/** Top-level resource types without a diagnostic setting, and why. */
const withoutDiagnosticSettings: Record<string, string> = {
  'Microsoft.Web/staticSites': 'Azure answers ResourceTypeNotSupported',
  'Microsoft.Web/serverfarms': 'the Flex Consumption plan has no resource logs; metrics are per app',
  'Microsoft.Communication/emailServices': 'no log categories; e-mail logs are the Communication Services resource',
  'Microsoft.OperationalInsights/workspaces': 'the destination itself',
  'Microsoft.Insights/components': 'its telemetry is already in the workspace',
  'Microsoft.Insights/actionGroups': 'monitoring configuration',
  'Microsoft.Insights/scheduledQueryRules': 'monitoring configuration',
  'Microsoft.Insights/metricAlerts': 'monitoring configuration',
  'Microsoft.Insights/workbooks': 'monitoring configuration',
  'Microsoft.Insights/diagnosticSettings': 'monitoring configuration',
  'Microsoft.Authorization/roleAssignments': 'extension resource (Activity Log)',
};

const hostStorageOf = (snapshot: Snapshot) =>
  only(snapshot, 'Microsoft.Storage/storageAccounts', (account) => account.id !== dataStorageOf(snapshot).id);

/**
 * Every resource of a target type (except the types in `without`) has its own diagnostic setting, sending to the
 * workspace the category group allLogs (where the type has logs) and AllMetrics; every setting is on such a
 * resource; and every top-level resource type is either a target or listed, with its reason, as having none.
 */
function diagnosticsProblems(snapshot: Snapshot, without: string[] = []): string[] {
  const problems: string[] = [];
  const workspace = workspaceOf(snapshot).id;
  const settings = ofType(snapshot, 'Microsoft.Insights/diagnosticSettings');
  const scopeOf = (setting: PredictedResource) =>
    setting.id.replace(/\/providers\/Microsoft\.Insights\/diagnosticSettings\/[^/]+$/, '');
  for (const setting of settings) {
    const target = snapshot.predictedResources.find((resource) => resource.id === scopeOf(setting));
    const name = target?.name ?? scopeOf(setting);
    if (!target || !diagnosticTargets[target.type]) {
      problems.push(`${name}: a diagnostic setting on something that is not a target`);
      continue;
    }
    if (at(setting.properties, 'workspaceId') !== workspace) {
      problems.push(`${name}: sends to '${String(at(setting.properties, 'workspaceId'))}', not the workspace`);
    }
    const sends = (field: string, key: string, value: string) =>
      list(at(setting.properties, field)).some((entry) => at(entry, key) === value && at(entry, 'enabled') === true);
    if (diagnosticTargets[target.type]?.logs && !sends('logs', 'categoryGroup', 'allLogs')) {
      problems.push(`${name}: does not send the allLogs category group`);
    }
    if (!sends('metrics', 'category', 'AllMetrics')) problems.push(`${name}: does not send AllMetrics`);
  }
  for (const type of Object.keys(diagnosticTargets)) {
    const resources = ofType(snapshot, type);
    if (resources.length === 0)
      problems.push(`${type}: no such resource is declared any more (update diagnosticTargets)`);
    for (const resource of resources) {
      const count = settings.filter((setting) => scopeOf(setting) === resource.id).length;
      if (without.includes(type)) {
        if (count > 0) problems.push(`${type} ${resource.name} has a diagnostic setting it should not`);
      } else if (count !== 1)
        problems.push(`${type} ${resource.name} has ${count === 0 ? 'no' : count} diagnostic setting`);
    }
  }
  const topLevelTypes = new Set(
    snapshot.predictedResources.map((resource) => resource.type).filter((t) => t.split('/').length === 2),
  );
  for (const type of topLevelTypes) {
    if (!diagnosticTargets[type] && !withoutDiagnosticSettings[type]) {
      problems.push(`${type}: neither has a diagnostic setting nor is listed as having none`);
    }
  }
  return problems;
}

// --- Workbook ------------------------------------------------------------------------------------------------------

/** What is missing from the workbook: the charts an admin checks, over the tables and names the API produces. */
function workbookProblems(workbook: JsonObject, backlog: string): string[] {
  const queries = list(workbook.items)
    .filter((item) => at(item, 'type') === 3)
    .map((item) => str(at(item, 'content.query')) ?? '');
  const routes = readRepoFile('functions/src/app/routes.ts');
  const wanted: [string, (query: string) => boolean][] = [
    [
      'requests and failures per route',
      (q) => /^AppRequests\b/.test(q) && /Success == false/.test(q) && /by\s+(\w+\s*=\s*)?Name\b/.test(q),
    ],
    ['p95 latency per route', (q) => /percentile\(DurationMs,\s*95\)/.test(q) && /by\s+(\w+\s*=\s*)?Name\b/.test(q)],
    [
      'orders and tickets per day',
      (q) =>
        /'pedidos-criar'/.test(q) &&
        /'chamados-criar'/.test(q) &&
        /ResultCode in \('200', '201'\)/.test(q) &&
        /1d\)/.test(q),
    ],
    ['e-mails sent', (q) => /sum\(toint\(d\.enviados\)\)/.test(q)],
    ['e-mails pending', (q) => /toint\(d\.pendentes\)/.test(q)],
  ];
  const problems = wanted.filter(([, matches]) => !queries.some(matches)).map(([chart]) => `no chart of ${chart}`);
  for (const name of ['pedidos-criar', 'chamados-criar']) {
    if (!routes.includes(`name: '${name}'`)) problems.push(`routes.ts has no function named ${name}`);
  }
  for (const query of queries.filter((q) => q.includes('outbox'))) {
    if (outboxPrefix(query) !== outboxPrefix(backlog)) {
      problems.push(`an outbox chart selects ${outboxPrefix(query)}, the backlog alert ${outboxPrefix(backlog)}`);
    }
  }
  return problems;
}

/**
 * The only preview API version allowed, for one resource type: Microsoft.Insights/diagnosticSettings has
 * no GA version that knows category groups (allLogs) or metrics settings; 2021-05-01-preview is its newest
 * version and the one Azure's documentation and Azure Verified Modules deploy (infra/modules/diagnostics.bicep).
 */
const allowedPreviewApiVersions = ['Microsoft.Insights/diagnosticSettings@2021-05-01-preview'];

// Registered last: the suites read the checks and constants above.
if (rehearsal) infraSuites(rehearsal);
