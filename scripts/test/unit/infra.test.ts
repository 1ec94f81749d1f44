/**
 * Keeps infra/ (Bicep, which cannot be compiled here) honest against the API code: the app settings
 * cover the Azure-mode config schema, the Cosmos and blob containers match the data layer, and the
 * security invariants of the architecture (no keys, no connection strings) hold. The Bicep is read as
 * text with a small lexer that knows its strings and comments; nothing is evaluated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Dependencies } from '../../../functions/src/app/dependencies.ts';
import { timers } from '../../../functions/src/app/routes.ts';
import { ConfigError, loadConfig } from '../../../functions/src/config.ts';
import { blobContainers } from '../../../functions/src/data/blobStore.ts';
import { containerDeclarations } from '../../../functions/src/data/cosmos.ts';
import { InvocationContext } from '../../../functions/src/local/functionsRuntime.ts';

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

/**
 * Blanks comments and, when asked, the contents of string literals (interpolations included). A
 * multi-line string ('''...''', no escapes or interpolation) is blanked with its line breaks, so that it
 * stays one `key: value` line of its object.
 */
function blank(source: string, strings: boolean): string {
  const out = source.split('');
  const clear = (from: number, to: number, lineBreaks = false) => {
    for (let k = from; k < to; k++) if (lineBreaks || out[k] !== '\n') out[k] = ' ';
  };
  const endOfString = (start: number): number => {
    if (source.startsWith("'''", start)) {
      const close = source.indexOf("'''", start + 3);
      return close === -1 ? source.length : close + 3;
    }
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
      if (strings && source.startsWith("'''", i)) clear(i + 3, end - 3, true);
      else if (strings) clear(i + 1, end - 1);
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

/** The text of a multi-line string literal ('''...''', whose first line break is not part of it), else undefined. */
const multilineValue = (value: string | undefined) => /^'''\n?([\s\S]*?)'''$/.exec(value?.trim() ?? '')?.[1];

/** The body of `var <name> = <object or array>`. */
function variable(file: BicepFile, name: string): Span {
  const match = new RegExp(`^var\\s+${name}\\s*=\\s*`, 'm').exec(file.masked);
  if (!match) throw new Error(`var ${name} not found in ${file.path}`);
  return literal(slice(file, match.index + match[0].length, file.masked.length));
}

/** The value of `var <name> = ...` as Bicep text (any expression, multi-line strings included). */
function variableText(file: BicepFile, name: string): string | undefined {
  const match = new RegExp(`^var\\s+${name}\\s*=[ \\t]*`, 'm').exec(file.masked);
  if (!match) return undefined;
  const from = match.index + match[0].length;
  const rest = slice(file, from, file.masked.length);
  const open = rest.masked.search(/\S/);
  if (rest.masked[open] === '{' || rest.masked[open] === '[') {
    const body = inside(rest, open);
    return rest.code.slice(open, open + body.code.length + 2);
  }
  const end = rest.masked.indexOf('\n', open);
  return rest.code.slice(0, end === -1 ? undefined : end).trim();
}

/** A value as written, or the value of the variable it names. */
function resolved(file: BicepFile, value: Span | undefined): string | undefined {
  const text = raw(value);
  if (text && /^[A-Za-z_]\w*$/.test(text)) return variableText(file, text) ?? text;
  return text;
}

/** Symbolic name -> resource type of every resource a file declares or references (`existing`). */
function symbols(file: BicepFile): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of file.code.matchAll(/^resource\s+(\w+)\s+'([^'@]+)@[^']+'/gm)) {
    found.set(match[1] ?? '', match[2] ?? '');
  }
  return found;
}

/** The `params` of `module <symbol> '<path>' = { ... }` in a file, as raw Bicep values. */
function moduleParams(file: BicepFile, symbol: string): Map<string, Span> {
  const match = new RegExp(`^module\\s+${symbol}\\s+'[^']+'\\s*=\\s*`, 'm').exec(file.masked);
  if (!match) throw new Error(`module ${symbol} not found in ${file.path}`);
  const body = literal(slice(file, match.index + match[0].length, file.masked.length));
  return entries(literal(entries(body).get('params')));
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

// --- Operations: backup, alerts, diagnostic settings, workbook -----------------------------------

/** Runs a reader that may throw on a missing value; the error becomes the one problem. */
function readOrProblem(read: () => string[]): string[] {
  try {
    return read();
  } catch (error) {
    return [(error as Error).message];
  }
}

/** What is wrong with a cosmos.bicep's backup: it must be continuous with 7 days of point-in-time restore. */
function cosmosBackupProblems(file: BicepFile): string[] {
  return readOrProblem(() => {
    const accounts = ofType(resources([file]), 'Microsoft.DocumentDB/databaseAccounts');
    if (accounts.length !== 1) return [`expected one Cosmos DB account, found ${accounts.length}`];
    const policy = properties(accounts[0] as Resource).get('backupPolicy');
    if (!policy) return ['the account has no backupPolicy'];
    const fields = entries(literal(policy));
    const problems: string[] = [];
    const type = stringValue(fields.get('type'));
    if (type !== 'Continuous') problems.push(`backup policy type is ${raw(fields.get('type'))}, not 'Continuous'`);
    const mode = fields.get('continuousModeProperties');
    const tier = mode ? stringValue(entries(literal(mode)).get('tier')) : undefined;
    if (tier !== 'Continuous7Days')
      problems.push(`continuous backup tier is ${tier ?? 'missing'}, not Continuous7Days`);
    return problems;
  });
}

type Backlog = Awaited<ReturnType<Dependencies['outbox']['backlog']>>;

/**
 * The trace line the API's `outbox-envio` timer writes every minute (Application Insights AppTraces,
 * column Message), from a run of the registered timer itself over a stubbed outbox that sent `enviados`
 * e-mails and reports `backlog` (maisAntigoMinutos is null when nothing is pending; falhas counts the
 * e-mails parked after 10 failed attempts).
 */
async function outboxTraceLine(enviados: number, backlog: Omit<Backlog, 'maisAntigoEm'>): Promise<string> {
  const timer = timers.find(({ name }) => name === 'outbox-envio');
  if (!timer) throw new Error('functions/src/app/routes.ts has no outbox-envio timer');
  const lines: string[] = [];
  const context = new InvocationContext({
    invocationId: 'infra-test',
    functionName: timer.name,
    logHandler: (_level, ...args) => lines.push(args.map(String).join(' ')),
  });
  const maisAntigoEm = backlog.maisAntigoMinutos === null ? null : new Date().toISOString();
  const outbox = { sweep: async () => enviados, backlog: async (): Promise<Backlog> => ({ ...backlog, maisAntigoEm }) };
  await timer.handler({ outbox } as unknown as Dependencies)(
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
];

/** The prefix a KQL query selects the outbox lines with (`Message startswith '...'`). */
const outboxPrefix = (query: string) => /\bMessage\s+startswith\s+'([^']*)'/.exec(query)?.[1];

/**
 * What is wrong with the backlog alert's query against the timer's lines: it must select them by a
 * prefix they start with, parse them, and keep exactly the lines that show an e-mail pending for more
 * than 15 minutes or e-mails parked. Its `where` is read as `toint(d.<field>) > <n>` conditions joined
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

/** The runbook sections (docs/operations.md headings) and the alert each one answers. */
const runbookAlerts = [
  {
    section: 'Alert: API 5xx rate',
    type: 'Microsoft.Insights/scheduledQueryRules',
    severity: '1',
    check: (query: string, criteria: Map<string, Span>) => [
      ...(/^\s*AppRequests\b/.test(query) ? [] : ['does not query AppRequests']),
      ...(/countif\(toint\(ResultCode\)\s*>=\s*500\)/.test(query) ? [] : ['does not count ResultCode >= 500']),
      ...(/where\s+total\s*>=\s*10\b/.test(query) ? [] : ['does not require at least 10 requests']),
      ...(raw(criteria.get('operator')) === "'GreaterThan'" && raw(criteria.get('threshold')) === '5'
        ? []
        : ['does not fire above 5 %']),
    ],
  },
  {
    section: 'Alert: Function failures',
    type: 'Microsoft.Insights/scheduledQueryRules',
    severity: '2',
    check: (query: string) => [
      ...(/AppRequests\s*\|\s*where\s+Success\s*==\s*false/.test(query) ? [] : ['does not count failed invocations']),
      ...(/\bAppExceptions\b/.test(query) ? [] : ['does not count AppExceptions']),
    ],
  },
  {
    section: 'Alert: E-mail backlog',
    type: 'Microsoft.Insights/scheduledQueryRules',
    severity: '2',
    check: (query: string, criteria: Map<string, Span>) => [
      ...outboxQueryProblems(query),
      ...(stringValue(criteria.get('timeAggregation')) === 'Count' && raw(criteria.get('threshold')) === '0'
        ? []
        : ['does not fire on any matching line']),
    ],
  },
  {
    section: 'Alert: E-mail timer silent',
    type: 'Microsoft.Insights/scheduledQueryRules',
    severity: '2',
    check: (query: string, criteria: Map<string, Span>) => {
      const prefix = outboxPrefix(query);
      const unselected = outboxSamples.filter(([line]) => !prefix || !line.startsWith(prefix));
      return [
        ...(prefix === undefined ? ["no `Message startswith '...'` selects the outbox trace lines"] : []),
        ...unselected.map(([line]) => `the trace line ${line} does not start with ${prefix}`),
        ...(/\|\s*where\s+(?!Message\s+startswith)/.test(query) ? ['filters the lines beyond their prefix'] : []),
        ...(stringValue(criteria.get('timeAggregation')) === 'Count' &&
        stringValue(criteria.get('operator')) === 'LessThan' &&
        raw(criteria.get('threshold')) === '1'
          ? []
          : ['does not fire when no line came']),
      ];
    },
  },
  {
    section: 'Alert: Cosmos throttling',
    type: 'Microsoft.Insights/metricAlerts',
    severity: '2',
    check: (criteria: string) => [
      ...(/metricName:\s*'TotalRequests'/.test(criteria) ? [] : ['does not watch TotalRequests']),
      ...(/name:\s*'StatusCode'\s+operator:\s*'Include'\s+values:\s*\[\s*'429'\s*\]/.test(criteria)
        ? []
        : ['does not filter StatusCode 429']),
    ],
  },
  {
    section: 'Alert: Key Vault reference',
    type: 'Microsoft.Insights/scheduledQueryRules',
    severity: '1',
    check: (query: string) => {
      const text = /'([^']*Key Vault[^']*)'/.exec(query)?.[1];
      if (!text) return ['does not look for the Key Vault refusal'];
      const problems = unresolvedKeyVaultMessage().includes(text) ? [] : [`config.ts never says "${text}"`];
      if (!/\bAppExceptions\b/.test(query) || !/\bAppTraces\b/.test(query))
        problems.push('misses AppTraces or AppExceptions');
      return problems;
    },
  },
] as const;

/**
 * What is wrong with an alerts.bicep: one enabled action group must e-mail the `alertEmail` parameter;
 * every alert rule must be enabled, target that group and name the runbook section to follow; and each
 * runbook section must have its rule, of the right kind and severity, watching the right signal in the
 * right scope (log alerts: the workspace; metric alerts: the account they watch).
 */
function alertProblems(file: BicepFile): string[] {
  return readOrProblem(() => {
    const declared = resources([file]);
    const groups = ofType(declared, 'Microsoft.Insights/actionGroups');
    if (groups.length !== 1) return [`expected one action group, found ${groups.length}`];
    const group = groups[0] as Resource;
    const problems: string[] = [];
    const receivers = topLevel(literal(properties(group).get('emailReceivers'))).map((item) => entries(literal(item)));
    if (!receivers.some((receiver) => raw(receiver.get('emailAddress')) === 'alertEmail')) {
      problems.push('the action group does not e-mail alertEmail');
    }
    if (raw(properties(group).get('enabled')) !== 'true') problems.push('the action group is not enabled');
    if (!/^param\s+alertEmail\s+string\s*$/m.test(file.code)) problems.push('no param alertEmail string');
    const groupId = `${group.symbol}.id`;
    const rules = declared.filter(
      (resource) => resource.type.endsWith('/scheduledQueryRules') || resource.type.endsWith('/metricAlerts'),
    );
    const ruleProblems = (rule: Resource) => {
      const settings = properties(rule);
      const found: string[] = [];
      const description = stringValue(settings.get('description')) ?? '';
      if (
        !description.includes('docs/operations.md') ||
        !runbookAlerts.some(({ section }) => description.includes(`"${section}"`))
      ) {
        found.push('its description names no runbook section of docs/operations.md');
      }
      if (raw(settings.get('enabled')) !== 'true') found.push('it is not enabled');
      const actions = settings.get('actions');
      const targets = rule.type.endsWith('/metricAlerts')
        ? topLevel(literal(actions)).map((item) => raw(entries(literal(item)).get('actionGroupId')))
        : topLevel(literal(entries(literal(actions)).get('actionGroups'))).map((item) => raw(item));
      if (!targets.includes(groupId)) found.push(`it does not notify ${groupId}`);
      return found.map((problem) => `${rule.symbol}: ${problem}`);
    };
    for (const rule of rules) problems.push(...ruleProblems(rule));
    for (const expected of runbookAlerts) {
      const candidates = rules.filter((rule) =>
        (stringValue(properties(rule).get('description')) ?? '').includes(`"${expected.section}"`),
      );
      const rule = candidates.find((candidate) => candidate.type === expected.type);
      if (!rule) {
        problems.push(`no ${expected.type} for "${expected.section}"`);
        continue;
      }
      const settings = properties(rule);
      const prefix = `${rule.symbol} ("${expected.section}")`;
      if (raw(settings.get('severity')) !== expected.severity) {
        problems.push(`${prefix}: severity ${raw(settings.get('severity'))}, not ${expected.severity}`);
      }
      const scopes = topLevel(literal(settings.get('scopes'))).map((item) => raw(item));
      const criteria = literal(settings.get('criteria'));
      if (expected.type === 'Microsoft.Insights/metricAlerts') {
        if (scopes.join() !== 'cosmosAccountId') problems.push(`${prefix}: scopes are [${scopes.join()}]`);
        problems.push(...expected.check(criteria.code).map((problem) => `${prefix}: ${problem}`));
        continue;
      }
      if (scopes.join() !== 'logAnalyticsWorkspaceId') problems.push(`${prefix}: scopes are [${scopes.join()}]`);
      const [condition] = topLevel(literal(entries(criteria).get('allOf')));
      const fields = entries(literal(condition));
      const query = multilineValue(resolved(file, fields.get('query')));
      if (!query) {
        problems.push(`${prefix}: its query is not a multi-line string`);
        continue;
      }
      problems.push(...expected.check(query, fields).map((problem) => `${prefix}: ${problem}`));
    }
    return problems;
  });
}

const alertsBicep = 'infra/modules/alerts.bicep';

/** How main.parameters.json hands azd's ALERT_EMAIL to the template. */
const alertEmailFromAzd = `\${ALERT_EMAIL}`;

/** Where `alertEmail` comes from: a main.bicep parameter of at least 3 characters, set by azd from ALERT_EMAIL. */
function alertEmailWiringProblems(mainFile: BicepFile, parametersJson: string, readme: string): string[] {
  return readOrProblem(() => {
    const problems: string[] = [];
    const declaration = /((?:^@.*\n)*)^param\s+alertEmail\s+string\s*$/m.exec(mainFile.code);
    if (!declaration) problems.push('main.bicep has no param alertEmail string');
    else if (!/^@minLength\(3\)$/m.test(declaration[1] ?? '')) problems.push('alertEmail has no @minLength(3)');
    const parameters = JSON.parse(parametersJson) as { parameters: Record<string, { value?: unknown }> };
    if (parameters.parameters.alertEmail?.value !== alertEmailFromAzd) {
      problems.push(`main.parameters.json does not map alertEmail to ${alertEmailFromAzd}`);
    }
    if (raw(moduleParams(mainFile, 'alerts').get('alertEmail')) !== 'alertEmail') {
      problems.push('the alerts module does not get alertEmail');
    }
    if (!/^azd env set ALERT_EMAIL /m.test(readme))
      problems.push('infra/README.md does not say `azd env set ALERT_EMAIL`');
    return problems;
  });
}

/** Resource types that get a diagnostic setting to the workspace, and what it must send. */
const diagnosticTargets: Record<string, { logs: boolean }> = {
  'Microsoft.DocumentDB/databaseAccounts': { logs: true },
  'Microsoft.Storage/storageAccounts': { logs: false }, // metrics only; the logs are the blob service's
  'Microsoft.Storage/storageAccounts/blobServices': { logs: true },
  'Microsoft.Web/sites': { logs: true },
  'Microsoft.KeyVault/vaults': { logs: true },
  'Microsoft.Communication/communicationServices': { logs: true },
};

/** Top-level resource types of the templates without a diagnostic setting, and why. */
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

/**
 * What is wrong with the diagnostic settings of a set of templates: every declared resource of a target
 * type has its own setting (scoped to a resource of that type), sending to the `logAnalyticsWorkspaceId`
 * parameter the category group allLogs (where the type has logs) and AllMetrics; and every top-level
 * resource type is either a target or listed, with its reason, as having none.
 */
function diagnosticsProblems(files: BicepFile[]): string[] {
  return readOrProblem(() => {
    const problems: string[] = [];
    const declared = resources(files);
    const covered = new Map<string, Set<string>>();
    for (const setting of ofType(declared, 'Microsoft.Insights/diagnosticSettings')) {
      const file = files.find((candidate) => candidate.path === setting.file) as BicepFile;
      const scope = raw(entries(setting.body).get('scope')) ?? '';
      const type = symbols(file).get(scope);
      const name = `${setting.file}:${setting.symbol}`;
      if (!type || !diagnosticTargets[type]) {
        problems.push(`${name}: scope ${scope} is not a resource of a target type`);
        continue;
      }
      const settings = properties(setting);
      if (raw(settings.get('workspaceId')) !== 'logAnalyticsWorkspaceId') {
        problems.push(`${name}: workspaceId is ${raw(settings.get('workspaceId'))}, not logAnalyticsWorkspaceId`);
      }
      if (!/^param\s+logAnalyticsWorkspaceId\s+string\s*$/m.test(file.code)) {
        problems.push(`${setting.file}: no param logAnalyticsWorkspaceId string`);
      }
      const logs = resolved(file, settings.get('logs')) ?? '';
      if (diagnosticTargets[type]?.logs && !/categoryGroup:\s*'allLogs'\s+enabled:\s*true/.test(logs)) {
        problems.push(`${name}: does not send the allLogs category group`);
      }
      if (!/category:\s*'AllMetrics'\s+enabled:\s*true/.test(resolved(file, settings.get('metrics')) ?? '')) {
        problems.push(`${name}: does not send AllMetrics`);
      }
      covered.set(type, new Set([...(covered.get(type) ?? []), `${setting.file}:${scope}`]));
    }
    for (const type of Object.keys(diagnosticTargets)) {
      const count = ofType(declared, type).length;
      const withSetting = covered.get(type)?.size ?? 0;
      if (count === 0) problems.push(`${type}: no such resource is declared any more (update diagnosticTargets)`);
      if (withSetting < count) problems.push(`${type}: ${count} declared, ${withSetting} with a diagnostic setting`);
    }
    const topLevelTypes = new Set(
      declared.map((resource) => resource.type).filter((type) => type.split('/').length === 2),
    );
    for (const type of topLevelTypes) {
      if (!diagnosticTargets[type] && !withoutDiagnosticSettings[type]) {
        problems.push(`${type}: neither has a diagnostic setting nor is listed as having none`);
      }
    }
    return problems;
  });
}

const diagnosticsBicep = 'infra/modules/diagnostics.bicep';

/** The names main.bicep gives the diagnostics module: each comes from the module that declares the resource. */
const diagnosticsWiring: Record<string, string> = {
  logAnalyticsWorkspaceId: 'monitoring.outputs.logAnalyticsWorkspaceId',
  cosmosAccountName: 'cosmos.outputs.name',
  dataStorageAccountName: 'storage.outputs.name',
  hostStorageAccountName: 'api.outputs.hostStorageAccountName',
  functionAppName: 'api.outputs.name',
  keyVaultName: 'keyVault.outputs.name',
  communicationServiceName: 'communication.outputs.name',
};

/** The operations workbook's file, as monitoring.bicep loads it. */
function workbookSource(monitoring: BicepFile): { path: string; json: unknown } {
  const workbook = single(resources([monitoring]), 'Microsoft.Insights/workbooks');
  const serialized = raw(properties(workbook).get('serializedData')) ?? '';
  const path = /^string\((?:union\()?loadJsonContent\('([^']+)'\)/.exec(serialized)?.[1];
  if (!path) throw new Error(`serializedData does not load a JSON file: ${serialized}`);
  const url = new URL(path, new URL(monitoring.path, repoRoot));
  return { path: url.pathname, json: JSON.parse(readFileSync(url, 'utf8')) };
}

/** What is missing from the workbook: the charts an admin checks, over the tables and names the API produces. */
function workbookProblems(workbook: unknown, alertsFile: BicepFile): string[] {
  const items = (workbook as { items?: { type: number; content: { query?: string; title?: string } }[] }).items ?? [];
  const queries = items.filter((item) => item.type === 3).map((item) => item.content.query ?? '');
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
  const backlogQuery = multilineValue(variableText(alertsFile, 'emailBacklogQuery'));
  for (const query of queries.filter((q) => q.includes('outbox'))) {
    if (outboxPrefix(query) !== outboxPrefix(backlogQuery ?? '')) {
      problems.push(
        `an outbox chart selects ${outboxPrefix(query)}, the backlog alert ${outboxPrefix(backlogQuery ?? '')}`,
      );
    }
  }
  return problems;
}

describe('infra: operations', () => {
  const real = (path: string) => readRepoFile(path);
  /** `from` must be in the real text (so a broken copy really differs). */
  const edit = (text: string, from: string, to: string) => {
    expect(text, from).toContain(from);
    return text.replace(from, to);
  };

  it('keeps 7 days of continuous (point-in-time) backup of Cosmos DB', () => {
    expect(cosmosBackupProblems(bicepFile(cosmosBicep))).toEqual([]);
  });

  it('notices a periodic or longer backup, or none', () => {
    const broken = (from: string, to: string) =>
      cosmosBackupProblems(bicepFromSource(cosmosBicep, edit(real(cosmosBicep), from, to))).join('\n');
    expect(broken("type: 'Continuous'", "type: 'Periodic'")).toMatch(/type is 'Periodic', not 'Continuous'/);
    expect(broken("tier: 'Continuous7Days'", "tier: 'Continuous30Days'")).toMatch(/tier is Continuous30Days/);
    expect(broken('backupPolicy:', 'backupPolicyOff:')).toMatch(/no backupPolicy/);
  });

  it('declares TTLs in the same JSON the containers come from (the logs expire)', () => {
    expect(containerDeclarations.logs.defaultTtl).toBeGreaterThan(0);
    expect(cosmosContainerProblems(bicepFile(cosmosBicep))).toEqual([]);
  });

  it('has every runbook alert, each e-mailing alertEmail through the one action group', () => {
    expect(alertProblems(bicepFile(alertsBicep))).toEqual([]);
    expect(main.code).toMatch(/^module\s+alerts\s+'modules\/alerts\.bicep'/m);
    const params = moduleParams(main, 'alerts');
    expect(raw(params.get('logAnalyticsWorkspaceId'))).toBe('monitoring.outputs.logAnalyticsWorkspaceId');
    expect(raw(params.get('cosmosAccountId'))).toBe('cosmos.outputs.id');
    expect(raw(params.get('keyVaultId'))).toBe('keyVault.outputs.id');
  });

  it('selects and filters the outbox trace line exactly as the timer writes it', () => {
    const query = multilineValue(variableText(bicepFile(alertsBicep), 'emailBacklogQuery')) ?? '';
    const [line] = outboxSamples[0] ?? [''];
    const documented = { evento: 'outbox', enviados: 0, pendentes: 3, falhas: 0, maisAntigoMinutos: 17 };
    expect(line).toBe(JSON.stringify(documented));
    expect(line).toBe('{"evento":"outbox","enviados":0,"pendentes":3,"falhas":0,"maisAntigoMinutos":17}');
    expect(line.startsWith(outboxPrefix(query) ?? '-')).toBe(true);
    expect(outboxQueryProblems(query)).toEqual([]);
  });

  it('notices a missing alert, a wrong signal, a rule that notifies nobody, or a mail to someone else', () => {
    const source = real(alertsBicep);
    const broken = (from: string, to: string) =>
      alertProblems(bicepFromSource(alertsBicep, edit(source, from, to))).join('\n');
    const cosmosRule = source.slice(
      source.indexOf('resource cosmosThrottling'),
      source.indexOf('resource keyVaultReference'),
    );
    expect(broken(cosmosRule, '')).toMatch(/no Microsoft\.Insights\/metricAlerts for "Alert: Cosmos throttling"/);
    expect(broken("operator: 'LessThan'", "operator: 'GreaterThan'")).toMatch(
      /emailTimerSilent \("Alert: E-mail timer silent"\): does not fire when no line came/,
    );
    expect(broken('section "Alert: E-mail timer silent"', 'section "Timer"')).toMatch(
      /no Microsoft\.Insights\/scheduledQueryRules for "Alert: E-mail timer silent"/,
    );
    expect(broken('section "Alert: E-mail backlog"', 'section "Backlog"')).toMatch(
      /emailBacklog: its description names no runbook/,
    );
    expect(broken("values: [\n                '429'", "values: [\n                '503'")).toMatch(
      /does not filter StatusCode 429/,
    );
    expect(broken('emailAddress: alertEmail', "emailAddress: 'someone@example.com'")).toMatch(
      /does not e-mail alertEmail/,
    );
    expect(broken('toint(ResultCode) >= 500', 'toint(ResultCode) >= 400')).toMatch(/does not count ResultCode >= 500/);
    expect(broken("'Key Vault reference did not resolve'", "'Key Vault is unhappy'")).toMatch(/config\.ts never says/);
    const lastActionGroup = source.lastIndexOf('actionGroupId: actionGroup.id');
    const silenced = `${source.slice(0, lastActionGroup)}actionGroupId: 'none'${source.slice(lastActionGroup + 29)}`;
    expect(alertProblems(bicepFromSource(alertsBicep, silenced)).join('\n')).toMatch(
      /keyVaultForbidden: it does not notify actionGroup\.id/,
    );
    expect(broken('severity: 1', 'severity: 3')).toMatch(/apiServerErrorRate .*severity 3, not 1/);
  });

  it('notices a backlog query that no longer matches the trace line', () => {
    const broken = (from: string, to: string) => {
      const source = edit(real(alertsBicep), from, to);
      return outboxQueryProblems(
        multilineValue(variableText(bicepFromSource(alertsBicep, source), 'emailBacklogQuery')) ?? '',
      ).join('\n');
    };
    expect(broken(`startswith '{"evento":"outbox"'`, `startswith '{"evento": "outbox"'`)).toMatch(
      /does not start with/,
    );
    expect(broken(`startswith '{"evento":"outbox"'`, `startswith '{"event":"outbox"'`)).toMatch(/does not start with/);
    expect(broken('d.maisAntigoMinutos) > 15', 'd.maisAntigoMinuto) > 15')).toMatch(
      /"maisAntigoMinutos":17} should fire/,
    );
    expect(broken('d.maisAntigoMinutos) > 15', 'd.maisAntigoMinutos) > 14')).toMatch(
      /"maisAntigoMinutos":15} should not fire/,
    );
    expect(broken(' or toint(d.falhas) > 0', '')).toMatch(/"falhas":1,.*should fire/);
  });

  it('takes alertEmail from azd (ALERT_EMAIL) and documents it', () => {
    const parameters = real('infra/main.parameters.json');
    const readme = real('infra/README.md');
    expect(alertEmailWiringProblems(main, parameters, readme)).toEqual([]);
    const mainSource = real('infra/main.bicep');
    const mainWith = (from: string, to: string) => bicepFromSource('infra/main.bicep', edit(mainSource, from, to));
    expect(alertEmailWiringProblems(main, edit(parameters, `"${alertEmailFromAzd}"`, '""'), readme).join()).toMatch(
      /does not map alertEmail/,
    );
    expect(
      alertEmailWiringProblems(
        mainWith('alertEmail: alertEmail', "alertEmail: 'it@example.com'"),
        parameters,
        readme,
      ).join(),
    ).toMatch(/alerts module does not get alertEmail/);
    expect(
      alertEmailWiringProblems(
        mainWith('@minLength(3)\nparam alertEmail', 'param alertEmail'),
        parameters,
        readme,
      ).join(),
    ).toMatch(/no @minLength\(3\)/);
    expect(
      alertEmailWiringProblems(main, parameters, edit(readme, 'azd env set ALERT_EMAIL', 'azd env set MAIL')).join(),
    ).toMatch(/does not say/);
  });

  it('sends logs and metrics of every resource that supports diagnostic settings to the workspace', () => {
    expect(diagnosticsProblems(bicepFiles)).toEqual([]);
    const params = moduleParams(main, 'diagnostics');
    expect(Object.fromEntries([...params].map(([key, value]) => [key, raw(value)]))).toEqual(diagnosticsWiring);
  });

  it('notices a resource left without its diagnostic setting, or one sending elsewhere or less', () => {
    const source = real(diagnosticsBicep);
    const broken = (from: string, to: string) =>
      diagnosticsProblems(
        bicepFiles.map((file) =>
          file.path === diagnosticsBicep ? bicepFromSource(diagnosticsBicep, edit(source, from, to)) : file,
        ),
      ).join('\n');
    expect(broken('scope: vault\n', 'scope: functionApp\n')).toMatch(
      /Microsoft\.KeyVault\/vaults: 1 declared, 0 with a diagnostic setting/,
    );
    expect(broken('scope: hostBlobService\n', 'scope: dataBlobService\n')).toMatch(/blobServices: 2 declared, 1 with/);
    expect(broken('workspaceId: logAnalyticsWorkspaceId', "workspaceId: ''")).toMatch(
      /cosmosDiagnostics: workspaceId is ''/,
    );
    expect(broken("categoryGroup: 'allLogs'", "categoryGroup: 'audit'")).toMatch(
      /does not send the allLogs category group/,
    );
    expect(broken("category: 'AllMetrics'", "category: 'Transaction'")).toMatch(/does not send AllMetrics/);
    const withBus = `${source}\nresource bus 'Microsoft.ServiceBus/namespaces@2022-10-01' = {\n  name: 'bus'\n}\n`;
    expect(broken(source, withBus)).toMatch(/Microsoft\.ServiceBus\/namespaces: neither has a diagnostic setting/);
  });

  it('ships a workbook with the charts an admin checks', () => {
    const monitoring = bicepFile('infra/modules/monitoring.bicep');
    const { path, json } = workbookSource(monitoring);
    expect(path).toMatch(/\/infra\/workbooks\/operations\.workbook\.json$/);
    expect(workbookProblems(json, bicepFile(alertsBicep))).toEqual([]);
    const workbook = properties(single(allResources, 'Microsoft.Insights/workbooks'));
    expect(raw(workbook.get('sourceId'))).toBe('logAnalytics.id');
  });

  it('notices a workbook chart that went missing or reads other trace lines', () => {
    const { json } = workbookSource(bicepFile('infra/modules/monitoring.bicep'));
    const text = JSON.stringify(json);
    const broken = (from: string, to: string) =>
      workbookProblems(JSON.parse(edit(text, from, to)), bicepFile(alertsBicep)).join('\n');
    expect(broken('percentile(DurationMs, 95)', 'avg(DurationMs)')).toMatch(/no chart of p95 latency per route/);
    expect(broken("'chamados-criar'", "'chamados'")).toMatch(/no chart of orders and tickets per day/);
    expect(broken('\\"evento\\":\\"outbox\\"', '\\"event\\":\\"outbox\\"')).toMatch(/an outbox chart selects/);
  });
});

/**
 * The only preview API version allowed, for one resource type: Microsoft.Insights/diagnosticSettings has
 * no GA version that knows category groups (allLogs) or metrics settings; 2021-05-01-preview is its newest
 * version and the one Azure's documentation and Azure Verified Modules deploy (infra/modules/diagnostics.bicep).
 */
const allowedPreviewApiVersions = ['Microsoft.Insights/diagnosticSettings@2021-05-01-preview'];

describe('infra: azd', () => {
  const azureYaml = readRepoFile('azure.yaml');

  it('uses GA (non-preview) resource API versions', () => {
    const preview = allResources
      .map((resource) => `${resource.type}@${resource.apiVersion}`)
      .filter((typeAndVersion) => !/@\d{4}-\d{2}-\d{2}$/.test(typeAndVersion));
    expect(preview.filter((typeAndVersion) => !allowedPreviewApiVersions.includes(typeAndVersion))).toEqual([]);
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
