/**
 * Keeps infra/ (Bicep, which cannot be compiled here) honest against the API code: the app settings
 * cover the Azure-mode config schema, the Cosmos and blob containers match the data layer, and the
 * security invariants of the architecture (no keys, no connection strings) hold. The Bicep is read as
 * text with a small lexer that knows its strings and comments; nothing is evaluated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../functions/src/config.ts';
import { blobContainers } from '../../../functions/src/data/blobStore.ts';
import { containerDeclarations } from '../../../functions/src/data/cosmos.ts';

const repoRoot = new URL('../../../', import.meta.url);
const readRepoFile = (path: string) => readFileSync(new URL(path, repoRoot), 'utf8');

// --- A minimal Bicep reader ---------------------------------------------------------------------

interface BicepFile {
  path: string;
  /** Comments blanked, strings intact: for reading values. */
  code: string;
  /** Comments and string contents blanked (same offsets): for finding brackets and keywords. */
  masked: string;
}

/** Blanks comments and, when asked, the contents of string literals (interpolations included). */
function blank(source: string, strings: boolean): string {
  const out = source.split('');
  const clear = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const endOfString = (start: number): number => {
    let j = start + 1;
    while (j < source.length) {
      const c = source[j];
      if (c === '\\') j += 2;
      else if (c === "'") return j + 1;
      else if (c === '$' && source[j + 1] === '{') j = endOfInterpolation(j + 2);
      else j++;
    }
    return source.length;
  };
  const endOfInterpolation = (start: number): number => {
    let depth = 1;
    let j = start;
    while (j < source.length) {
      const c = source[j];
      if (c === "'") {
        j = endOfString(j);
        continue;
      }
      if (c === '{') depth++;
      if (c === '}' && --depth === 0) return j + 1;
      j++;
    }
    return source.length;
  };
  let i = 0;
  while (i < source.length) {
    if (source[i] === "'") {
      const end = endOfString(i);
      if (strings) clear(i + 1, end - 1);
      i = end;
    } else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
      clear(i, end);
      i = end;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i) === -1 ? source.length : source.indexOf('*/', i) + 2;
      clear(i, end);
      i = end;
    } else i++;
  }
  return out.join('');
}

const bicepFromSource = (path: string, source: string): BicepFile => ({
  path,
  code: blank(source, false),
  masked: blank(source, true),
});

const readBicep = (path: string) => bicepFromSource(path, readRepoFile(path));

/** A slice of a file (the inside of an object or array literal), with both views. */
interface Span {
  code: string;
  masked: string;
}

const slice = (file: Span, from: number, to: number): Span => ({
  code: file.code.slice(from, to),
  masked: file.masked.slice(from, to),
});

/** The inside of the bracket that opens at `open` (an index of `{` or `[` in masked text). */
function inside(file: Span, open: number): Span {
  let depth = 0;
  for (let i = open; i < file.masked.length; i++) {
    const c = file.masked[i];
    if (c === '{' || c === '[' || c === '(') depth++;
    if (c === '}' || c === ']' || c === ')') depth--;
    if (depth === 0) return slice(file, open + 1, i);
  }
  throw new Error('unbalanced brackets');
}

/** Splits a span into its top-level lines (items of an array, `key: value` of an object). */
function topLevel(span: Span): Span[] {
  const items: Span[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= span.masked.length; i++) {
    const c = span.masked[i];
    if (c === '{' || c === '[' || c === '(') depth++;
    if (c === '}' || c === ']' || c === ')') depth--;
    if ((c === '\n' || c === undefined) && depth === 0) {
      const item = slice(span, start, i);
      if (item.masked.trim()) items.push(item);
      start = i + 1;
    }
  }
  return items;
}

/** `key: value` entries of an object literal; values stay raw Bicep (with their own masked view). */
function entries(object: Span): Map<string, Span> {
  const result = new Map<string, Span>();
  for (const line of topLevel(object)) {
    const match = /^\s*(?:'([^']+)'|([A-Za-z_]\w*))\s*:/.exec(line.code);
    if (!match) throw new Error(`not a key: value line: ${line.code.trim()}`);
    const key = match[1] ?? match[2] ?? '';
    const value = slice(line, match[0].length, line.code.length);
    result.set(key, { code: value.code.trim(), masked: value.masked.trim() });
  }
  return result;
}

/** The object or array literal a value holds (`{ ... }` / `[ ... ]`), else an error. */
function literal(value: Span | undefined): Span {
  if (!value) throw new Error('missing value');
  const open = value.masked.search(/\S/);
  if (value.masked[open] !== '{' && value.masked[open] !== '[') {
    throw new Error(`not an object or array literal: ${value.code.trim()}`);
  }
  return inside(value, open);
}

/** A plain string literal's text (no interpolation), else undefined. */
const stringValue = (value: Span | undefined) => /^'([^'$]*)'$/.exec(value?.code.trim() ?? '')?.[1];

/** A value's Bicep text. */
const raw = (value: Span | undefined) => value?.code.trim();

/** The body of `var <name> = <object or array>`. */
function variable(file: BicepFile, name: string): Span {
  const match = new RegExp(`^var\\s+${name}\\s*=\\s*`, 'm').exec(file.masked);
  if (!match) throw new Error(`var ${name} not found in ${file.path}`);
  return literal(slice(file, match.index + match[0].length, file.masked.length));
}

interface Resource {
  file: string;
  symbol: string;
  type: string;
  apiVersion: string;
  body: Span;
}

/** Every declared (not `existing`) resource; loops give the body of the loop's object. */
function resources(files: BicepFile[]): Resource[] {
  const found: Resource[] = [];
  for (const file of files) {
    const declaration = /^resource\s+(\w+)\s+'([^'@]+)@([^']+)'(\s+existing)?\s*=/gm;
    for (const match of file.code.matchAll(declaration)) {
      if (match[4]) continue;
      const from = (match.index ?? 0) + match[0].length;
      const open = file.masked.slice(from).search(/[{[]/) + from;
      let body = inside(file, open);
      if (file.masked[open] === '[') body = inside(body, body.masked.search(/\{/));
      found.push({ file: file.path, symbol: match[1] ?? '', type: match[2] ?? '', apiVersion: match[3] ?? '', body });
    }
  }
  return found;
}

const ofType = (all: Resource[], type: string) => all.filter((resource) => resource.type === type);

/** The one resource of a type (in one file, if given); fails the test if there are none or several. */
function single(all: Resource[], type: string, file?: string): Resource {
  const matches = ofType(all, type).filter((resource) => !file || resource.file === file);
  expect(
    matches.map((resource) => `${resource.file}:${resource.symbol}`),
    type,
  ).toHaveLength(1);
  return matches[0] as Resource;
}

const properties = (resource: Resource) => entries(literal(entries(resource.body).get('properties')));

// --- What the code expects -----------------------------------------------------------------------

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

// --- The templates -------------------------------------------------------------------------------

const bicepPaths = readdirSync(new URL('infra/', repoRoot), { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.bicep'))
  .map((path) => `infra/${path.replaceAll('\\', '/')}`)
  .sort();
const bicepFiles = bicepPaths.map(readBicep);
const bicepFile = (path: string) => {
  const file = bicepFiles.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} not found`);
  return file;
};
const main = bicepFile('infra/main.bicep');
const allResources = resources(bicepFiles);
const appSettings = entries(variable(main, 'apiAppSettings'));

describe('infra: Function app settings', () => {
  const required = requiredAzureSettings();
  const azureSchema = settingsReadIn('azure');
  const localOnly = [...settingsReadIn('local')].filter((key) => !azureSchema.has(key));

  it('derives the settings from the code', () => {
    expect(required).toContain('COSMOS_ENDPOINT');
    expect(required.length).toBeGreaterThanOrEqual(10);
    expect(localOnly).toContain('COSMOS_KEY');
    for (const key of defaultedButEnvironmentSpecific) expect(azureSchema, key).toContain(key);
  });

  it('sets every setting the Azure-mode config requires', () => {
    const missing = required.filter((key) => !appSettings.has(key));
    expect(missing, 'required by functions/src/config.ts, missing from apiAppSettings').toEqual([]);
  });

  it('sets the defaulted settings whose defaults only suit local development', () => {
    const missing = defaultedButEnvironmentSpecific.filter((key) => !appSettings.has(key));
    expect(missing).toEqual([]);
    expect(stringValue(appSettings.get('PORTAL_MODE'))).toBe('azure');
    expect(stringValue(appSettings.get('ENTRA_PROTOCOL_MODE'))).toBe('AAD');
    expect(raw(appSettings.get('PUBLIC_BASE_URL'))).toBe('publicBaseUrl');
  });

  it('sets nothing the config does not read (typos, stale names) and no local-only setting', () => {
    const unknown = [...appSettings.keys()].filter((key) => !isPlatformSetting(key) && !azureSchema.has(key));
    expect(unknown).toEqual([]);
    expect([...appSettings.keys()].filter((key) => localOnly.includes(key))).toEqual([]);
  });

  it('uses identity-based host storage and Entra-authenticated telemetry', () => {
    expect(stringValue(appSettings.get('AzureWebJobsStorage__credential'))).toBe('managedidentity');
    expect(appSettings.has('AzureWebJobsStorage')).toBe(false);
    expect(stringValue(appSettings.get('APPLICATIONINSIGHTS_AUTHENTICATION_STRING'))).toBe('Authorization=AAD');
    expect(raw(appSettings.get('APPLICATIONINSIGHTS_CONNECTION_STRING'))).toBe(
      'monitoring.outputs.applicationInsightsConnectionString',
    );
  });

  it('writes the settings through the appsettings module with exactly this object', () => {
    expect(main.code).toMatch(/module\s+apiSettings\s+'modules\/appsettings\.bicep'/);
    expect(main.code).toMatch(/appSettings:\s*apiAppSettings\s*$/m);
    expect(bicepFile('infra/modules/appsettings.bicep').code).toMatch(/name:\s*'appsettings'/);
  });
});

const cosmosBicep = 'infra/modules/cosmos.bicep';

/**
 * What is wrong with how a cosmos.bicep declares the containers: it must load the JSON file the data
 * layer imports (the same declarations, read as Bicep would resolve the path) and give every container
 * resource its name, partition key and indexing policy from that file, in one loop over all of it.
 */
function cosmosContainerProblems(file: BicepFile): string[] {
  const problems: string[] = [];
  const load = /^var\s+containers\s*=\s*loadJsonContent\('([^']+)'\)\s*$/m.exec(file.code);
  if (!load?.[1]) return ["var containers = loadJsonContent('<file>') not found"];
  const loaded = new URL(load[1], new URL(file.path, repoRoot));
  let declared: unknown;
  try {
    declared = JSON.parse(readFileSync(loaded, 'utf8'));
  } catch (error) {
    return [`${load[1]} cannot be read: ${(error as Error).message}`];
  }
  if (!isDeepStrictEqual(declared, containerDeclarations)) {
    problems.push(`${load[1]} is not the declarations functions/src/data/cosmos.ts imports`);
  }
  const loops = ofType(resources([file]), 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers');
  if (loops.length !== 1) return [...problems, `expected one container resource, found ${loops.length}`];
  if (!/\[\s*for\s+container\s+in\s+items\(\s*containers\s*\)\s*:/.test(file.code)) {
    return [...problems, 'the container resource does not loop over items(containers)'];
  }
  const body = entries((loops[0] as Resource).body);
  const resource = entries(literal(entries(literal(body.get('properties'))).get('resource')));
  const expected: [string, string | undefined][] = [
    ['name', raw(body.get('name'))],
    ['id', raw(resource.get('id'))],
    ['indexingPolicy', raw(resource.get('indexingPolicy'))],
    ['defaultTtl', raw(resource.get('defaultTtl'))],
  ];
  const wantedOf: Record<string, string> = {
    indexingPolicy: 'container.value.indexingPolicy',
    defaultTtl: 'container.value.?defaultTtl',
  };
  for (const [field, value] of expected) {
    const wanted = wantedOf[field] ?? 'container.key';
    if (value !== wanted) problems.push(`${field} is ${value ?? 'missing'}, not ${wanted}`);
  }
  const partitionKey = entries(literal(resource.get('partitionKey')));
  const paths = topLevel(literal(partitionKey.get('paths'))).map((item) => item.code.trim());
  if (paths.join() !== 'container.value.partitionKey') {
    problems.push(`partition key paths are [${paths.join(', ')}], not [container.value.partitionKey]`);
  }
  return problems;
}

describe('infra: data containers match the data layer', () => {
  it("declares every Cosmos container with its partition key and indexing policy from the code's own file", () => {
    expect(cosmosContainerProblems(bicepFile(cosmosBicep))).toEqual([]);
  });

  it("notices a container declaration that no longer comes from the code's file", () => {
    const real = readRepoFile(cosmosBicep);
    const broken = (from: string, to: string) => {
      expect(real, from).toContain(from);
      return cosmosContainerProblems(bicepFromSource(cosmosBicep, real.replace(from, to))).join('\n');
    };
    const loaded = '../../functions/src/data/cosmosContainers.json';
    expect(broken(loaded, '../main.parameters.json')).toMatch(/is not the declarations .*cosmos\.ts imports/);
    expect(broken(loaded, 'cosmosContainers.json')).toMatch(/cannot be read/);
    expect(broken('loadJsonContent(', 'loadYamlContent(')).toMatch(/loadJsonContent\('<file>'\) not found/);
    expect(broken('indexingPolicy: container.value.indexingPolicy', '')).toMatch(/indexingPolicy is missing/);
    expect(broken('defaultTtl: container.value.?defaultTtl', '')).toMatch(/defaultTtl is missing/);
    expect(broken('container.value.partitionKey', "'/id'")).toMatch(/partition key paths are \['\/id'\]/);
    expect(broken('id: container.key', "id: 'pedidos'")).toMatch(/id is 'pedidos'/);
    expect(broken('items(containers)', 'items({ pedidos: containers.pedidos })')).toMatch(/does not loop/);
  });

  it('declares every blob container, and no others', () => {
    const storage = bicepFile('infra/modules/storage.bicep');
    const declared = topLevel(variable(storage, 'blobContainers')).map((item) => stringValue(item));
    expect(declared.sort()).toEqual(Object.values(blobContainers).sort());
    expect(storage.code).toMatch(/\[\s*for\s+containerName\s+in\s+blobContainers\s*:/);
  });

  it('allows the same browser uploads as the local CORS rule of blobStore.ts', () => {
    const storage = 'infra/modules/storage.bicep';
    const source = readRepoFile('functions/src/data/blobStore.ts');
    const localRule = (name: string) => (new RegExp(`${name}: '([^']+)'`).exec(source)?.[1] ?? '').split(',');
    const blobService = single(allResources, 'Microsoft.Storage/storageAccounts/blobServices', storage);
    const [rule] = topLevel(literal(entries(literal(properties(blobService).get('cors'))).get('corsRules')));
    const fields = entries(literal(rule));
    const list = (key: string) => topLevel(literal(fields.get(key))).map((item) => stringValue(item));
    expect(list('allowedMethods')).toEqual(localRule('allowedMethods'));
    expect(list('allowedHeaders')).toEqual(localRule('allowedHeaders'));
    expect(raw(fields.get('allowedOrigins'))).toBe('uploadOrigins');
    expect(main.code).toMatch(/uploadOrigins:\s*\[\s*publicBaseUrl\s*\]/);
  });

  it('expires unclaimed uploads after a day', () => {
    const policy = single(allResources, 'Microsoft.Storage/storageAccounts/managementPolicies');
    expect(policy.body.code).toMatch(/prefixMatch:\s*\[\s*'uploads\/'\s*\]/);
    expect(policy.body.code).toMatch(/daysAfter(Modification|Creation)GreaterThan:\s*1\b/);
    expect(Object.values(blobContainers)).toContain('uploads');
  });
});

describe('infra: security invariants', () => {
  it('disables local (key) auth on Cosmos DB and makes it serverless', () => {
    const account = properties(single(allResources, 'Microsoft.DocumentDB/databaseAccounts'));
    expect(raw(account.get('disableLocalAuth'))).toBe('true');
    expect(raw(account.get('capabilities'))).toContain("'EnableServerless'");
  });

  it('grants the Function identity the Cosmos data-plane Data Contributor role', () => {
    const assignment = properties(single(allResources, 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments'));
    expect(raw(assignment.get('roleDefinitionId'))).toMatch(/sqlRoleDefinitions\/\$\{dataContributorRoleId\}'$/);
    expect(bicepFile('infra/modules/cosmos.bicep').code).toContain(
      "var dataContributorRoleId = '00000000-0000-0000-0000-000000000002'",
    );
    expect(main.code).toMatch(/dataContributorPrincipalId:\s*api\.outputs\.principalId/);
  });

  it('turns shared keys and public blob access off on every storage account', () => {
    const accounts = ofType(allResources, 'Microsoft.Storage/storageAccounts');
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      const settings = properties(account);
      expect(raw(settings.get('allowSharedKeyAccess')), account.symbol).toBe('false');
      expect(raw(settings.get('allowBlobPublicAccess')), account.symbol).toBe('false');
      expect(stringValue(settings.get('minimumTlsVersion')), account.symbol).toBe('TLS1_2');
    }
  });

  it('puts no account keys or connection strings anywhere', () => {
    for (const file of bicepFiles) {
      expect(file.code, file.path).not.toMatch(
        /listKeys\s*\(|listConnectionStrings\s*\(|AccountKey=|SharedAccessKey=/i,
      );
    }
    for (const [key, value] of appSettings) {
      if (key === 'APPLICATIONINSIGHTS_CONNECTION_STRING') continue; // ingestion endpoint; checked above
      expect(value.code, key).not.toMatch(/AccountKey=|listKeys\s*\(|connectionString|primaryKey|secondaryKey/i);
      expect(key, key).not.toMatch(/CONNECTION_STRING$|_KEY$/);
    }
  });

  it('turns local auth off on Application Insights and Communication Services', () => {
    expect(raw(properties(single(allResources, 'Microsoft.Insights/components')).get('DisableLocalAuth'))).toBe('true');
    const communication = properties(single(allResources, 'Microsoft.Communication/communicationServices'));
    expect(raw(communication.get('disableLocalAuth'))).toBe('true');
  });

  it('reads PORTAL_TOKEN_SECRET through a Key Vault reference to an RBAC-mode vault', () => {
    expect(raw(appSettings.get('PORTAL_TOKEN_SECRET'))).toMatch(
      /^'@Microsoft\.KeyVault\(SecretUri=\$\{keyVault\.outputs\.tokenSecretUri\}\)'$/,
    );
    expect(raw(properties(single(allResources, 'Microsoft.KeyVault/vaults')).get('enableRbacAuthorization'))).toBe(
      'true',
    );
    const secret = single(allResources, 'Microsoft.KeyVault/vaults/secrets');
    expect(stringValue(entries(secret.body).get('name'))).toBe('portal-token-secret');
    expect(main.code).toMatch(/@secure\(\)[\s\S]*param portalTokenSecret string/);
  });

  it('runs the Static Web App on the Standard plan, linked to the Function app', () => {
    const site = single(allResources, 'Microsoft.Web/staticSites');
    const sku = entries(literal(entries(site.body).get('sku')));
    expect(stringValue(sku.get('name'))).toBe('Standard');
    expect(stringValue(sku.get('tier'))).toBe('Standard');
    const link = properties(single(allResources, 'Microsoft.Web/staticSites/linkedBackends'));
    expect(raw(link.get('backendResourceId'))).toBe('backendResourceId');
    expect(main.code).toMatch(/backendResourceId:\s*api\.outputs\.id/);
  });

  it('runs the API on Flex Consumption (Node 22) with a system-assigned identity', () => {
    const site = single(allResources, 'Microsoft.Web/sites');
    const body = entries(site.body);
    expect(stringValue(body.get('kind'))).toBe('functionapp,linux');
    expect(stringValue(entries(literal(body.get('identity'))).get('type'))).toBe('SystemAssigned');
    const config = entries(literal(properties(site).get('functionAppConfig')));
    const runtime = entries(literal(config.get('runtime')));
    expect([stringValue(runtime.get('name')), stringValue(runtime.get('version'))]).toEqual(['node', '22']);
    expect(raw(config.get('deployment'))).toContain("type: 'SystemAssignedIdentity'");
    const plan = entries(literal(entries(single(allResources, 'Microsoft.Web/serverfarms').body).get('sku')));
    expect(stringValue(plan.get('tier'))).toBe('FlexConsumption');
  });
});

describe('infra: azd', () => {
  const azureYaml = readRepoFile('azure.yaml');

  it('uses GA (non-preview) resource API versions', () => {
    const preview = allResources.filter((resource) => !/^\d{4}-\d{2}-\d{2}$/.test(resource.apiVersion));
    expect(preview.map((resource) => `${resource.type}@${resource.apiVersion}`)).toEqual([]);
  });

  it('names the project and both services as azd expects', () => {
    expect(azureYaml).toMatch(/^name: portal-do-franqueado$/m);
    expect(azureYaml).toMatch(/^ {2}web:\n {4}project: \.\/web\n {4}host: staticwebapp\n(.*\n)*? {4}dist: dist$/m);
    expect(azureYaml).toMatch(/^ {2}api:\n {4}project: \.\/functions\n {4}host: function\n {4}language: ts$/m);
    expect(main.code).toMatch(/'azd-service-name':\s*'web'/);
    expect(main.code).toMatch(/'azd-service-name':\s*'api'/);
  });

  it('ships staticwebapp.config.json (routes, CSP) with the built SPA', () => {
    expect(azureYaml).toContain('cp ../staticwebapp.config.json dist/staticwebapp.config.json');
    expect(azureYaml).toContain('Copy-Item ../staticwebapp.config.json dist/staticwebapp.config.json');
  });

  it('maps every parameter without a default to main.parameters.json', () => {
    const parameters = JSON.parse(readRepoFile('infra/main.parameters.json')) as {
      parameters: Record<string, unknown>;
    };
    const declared = [...main.code.matchAll(/^param\s+(\w+)\s+\w+(\s*=)?/gm)];
    const withoutDefault = declared.filter((match) => !match[2]).map((match) => match[1] ?? '');
    // azd generates the token secret (@metadata azd type 'generate') and keeps it per environment.
    const generated = ['portalTokenSecret'];
    const unmapped = withoutDefault.filter((name) => !generated.includes(name) && !(name in parameters.parameters));
    expect(unmapped).toEqual([]);
    expect(Object.keys(parameters.parameters).filter((name) => !declared.some((match) => match[1] === name))).toEqual(
      [],
    );
  });
});
