/**
 * Reading what Bicep hands Azure. A compiled template (`bicep build`) keeps every module as a nested
 * `Microsoft.Resources/deployments` resource with its template inline and its parameter values as expressions; a
 * snapshot (`bicep snapshot`, see bicepSession.ts) is that template evaluated by ARM's engine for one set of
 * parameters: the resources a deployment would create, flattened, with ids, names and values resolved. What only
 * exists at deployment time (a property of a resource being created, `environment()`) stays an ARM expression,
 * such as "[format('https://{0}', reference('<static site id>', '2024-04-01').defaultHostname)]"; `resolve()`
 * evaluates those leftovers, standing a `runtime(<id>, <path>)` placeholder for each `reference()`.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ArmParameter {
  type: string;
  defaultValue?: Json;
  allowedValues?: Json[];
  minLength?: number;
  maxLength?: number;
  metadata?: JsonObject;
}

export interface ArmResource {
  type: string;
  apiVersion: string;
  name: string;
  condition?: Json;
  dependsOn?: string[];
  properties?: JsonObject;
}

export interface ArmTemplate {
  parameters?: Record<string, ArmParameter>;
  variables?: JsonObject;
  /** An array (languageVersion 1.0, what Bicep emits here) or, with symbolic names (2.0), an object. */
  resources: ArmResource[] | Record<string, ArmResource>;
  outputs?: Record<string, { type: string; value: Json }>;
}

export interface PredictedResource {
  id: string;
  type: string;
  name: string;
  apiVersion: string;
  location?: string;
  kind?: string;
  sku?: JsonObject;
  identity?: JsonObject;
  tags?: Record<string, string>;
  properties?: JsonObject;
}

export interface Snapshot {
  predictedResources: PredictedResource[];
  diagnostics: Json[];
  outputs: Record<string, Json>;
}

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// --- Compiled templates ----------------------------------------------------------------------------------------

const resourceList = (template: ArmTemplate) =>
  Array.isArray(template.resources) ? template.resources : Object.values(template.resources);

/** A module: a nested deployment with its template inline. */
export interface Module {
  name: string;
  resource: ArmResource;
  template: ArmTemplate;
  /**
   * Parameter values, as expressions of the enclosing template: each `{ value }`'s value, or, where Bicep made the
   * whole `{ value }` object one expression (a conditional value), that expression.
   */
  parameters: Record<string, Json>;
}

function asModule(resource: ArmResource): Module | undefined {
  if (resource.type !== 'Microsoft.Resources/deployments') return undefined;
  const template = resource.properties?.template;
  if (!isObject(template)) return undefined;
  const parameters = resource.properties?.parameters;
  const values = isObject(parameters)
    ? Object.fromEntries(
        Object.entries(parameters).map(([key, value]) => [key, isObject(value) ? (value.value ?? null) : value]),
      )
    : {};
  return {
    name: resource.name,
    resource,
    template: template as unknown as ArmTemplate,
    parameters: values as Record<string, Json>,
  };
}

/** Every module of a template, nested ones included (depth first). */
export function modules(template: ArmTemplate): Module[] {
  return resourceList(template).flatMap((resource) => {
    const module = asModule(resource);
    return module ? [module, ...modules(module.template)] : [];
  });
}

/** The module named `name` (its deployment name); fails when there is none. */
export function moduleNamed(template: ArmTemplate, name: string): Module {
  const found = modules(template).find((module) => module.name === name);
  if (!found) throw new Error(`no module deployment named ${name}`);
  return found;
}

/** Every resource a template declares, in nested templates too, with the module that declares it. */
export function declaredResources(template: ArmTemplate, module = 'main'): { module: string; resource: ArmResource }[] {
  return resourceList(template).flatMap((resource) => {
    const nested = asModule(resource);
    return [{ module, resource }, ...(nested ? declaredResources(nested.template, nested.name) : [])];
  });
}

// --- Snapshots -----------------------------------------------------------------------------------------------

export const ofType = (snapshot: Snapshot, type: string) =>
  snapshot.predictedResources.filter((resource) => resource.type === type);

/** The one resource of a type (matching `where`); fails when there are none or several. */
export function only(
  snapshot: Snapshot,
  type: string,
  where: (resource: PredictedResource) => boolean = () => true,
): PredictedResource {
  const found = ofType(snapshot, type).filter(where);
  if (found.length !== 1)
    throw new Error(`expected one ${type}, found ${found.map((r) => r.name).join(', ') || 'none'}`);
  return found[0] as PredictedResource;
}

/** The value at a dotted path ('properties.siteConfig.cors', 'corsRules.0.allowedOrigins'), or undefined. */
export function at(value: Json | undefined, path: string): Json | undefined {
  let current = value;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

export const clone = <T>(value: T): T => structuredClone(value);

// --- Leftover expressions ------------------------------------------------------------------------------------

/**
 * The placeholder for a value Azure only knows during the deployment: `path` is the reference's property path, as
 * in a 'full' reference ('properties.defaultHostname', 'identity.principalId').
 */
export const runtime = (id: string, path: string) => `«${id}#${path}»`;

/** ARM's environment() in the public cloud (https://learn.microsoft.com/azure/azure-resource-manager/templates/template-functions-deployment#environment). */
const azureCloud: JsonObject = {
  name: 'AzureCloud',
  authentication: {
    loginEndpoint: 'https://login.microsoftonline.com/',
    audiences: ['https://management.core.windows.net/', 'https://management.azure.com/'],
    tenant: 'common',
    identityProvider: 'AAD',
  },
  resourceManager: 'https://management.azure.com/',
  suffixes: { storage: 'core.windows.net', keyvaultDns: '.vault.azure.net' },
};

/** A reference() not resolved yet: property access extends its path. */
class Runtime {
  constructor(
    readonly id: string,
    readonly path: string,
  ) {}
  get(key: string): Runtime {
    return new Runtime(this.id, this.path ? `${this.path}.${key}` : key);
  }
  toString(): string {
    return runtime(this.id, this.path);
  }
}

type Value = Json | Runtime | undefined | Value[] | { [key: string]: Value };

type Node =
  | { kind: 'literal'; value: string | number }
  | { kind: 'call'; name: string; args: Node[] }
  | { kind: 'member'; target: Node; key: string }
  | { kind: 'index'; target: Node; index: Node };

function parse(expression: string): Node {
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`cannot read the ARM expression at ${i} (${what}): ${expression}`);
  };
  const space = () => {
    while (/\s/.test(expression[i] ?? '')) i++;
  };
  const expect = (char: string) => {
    space();
    if (expression[i] !== char) fail(`expected ${char}`);
    i++;
  };
  const primary = (): Node => {
    space();
    const c = expression[i] ?? '';
    if (c === "'") {
      let text = '';
      i++;
      for (;;) {
        if (i >= expression.length) fail('unterminated string');
        if (expression[i] === "'") {
          if (expression[i + 1] === "'") {
            text += "'";
            i += 2;
            continue;
          }
          i++;
          return { kind: 'literal', value: text };
        }
        text += expression[i++];
      }
    }
    const number = /^-?\d+/.exec(expression.slice(i));
    if (number) {
      i += number[0].length;
      return { kind: 'literal', value: Number(number[0]) };
    }
    const name = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/.exec(expression.slice(i))?.[0] ?? fail('expected a value');
    i += name.length;
    expect('(');
    const args: Node[] = [];
    space();
    if (expression[i] === ')') i++;
    else {
      for (;;) {
        args.push(postfix());
        space();
        if (expression[i] === ',') i++;
        else if (expression[i] === ')') {
          i++;
          break;
        } else fail('expected , or )');
      }
    }
    return { kind: 'call', name: name.toLowerCase(), args };
  };
  const postfix = (): Node => {
    let node = primary();
    for (;;) {
      space();
      if (expression[i] === '.') {
        i++;
        const key = /^[\w$]+/.exec(expression.slice(i))?.[0] ?? fail('expected a property name');
        i += key.length;
        node = { kind: 'member', target: node, key };
      } else if (expression[i] === '[') {
        i++;
        const index = postfix();
        expect(']');
        node = { kind: 'index', target: node, index };
      } else return node;
    }
  };
  const node = postfix();
  space();
  if (i !== expression.length) fail('trailing text');
  return node;
}

const text = (value: Value): string => {
  if (value instanceof Runtime) return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(toJson(value));
};

function toJson(value: Value): Json {
  if (value instanceof Runtime) return value.toString();
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  return value;
}

function property(target: Value, key: string): Value {
  if (target instanceof Runtime) return target.get(key);
  if (Array.isArray(target)) return target[Number(key)];
  if (typeof target === 'object' && target !== null) return (target as { [key: string]: Value })[key];
  throw new Error(`cannot read .${key} of ${text(target)}`);
}

const known = (value: Value, what: string): Value => {
  if (value instanceof Runtime) throw new Error(`${what} depends on ${value} (known only during the deployment)`);
  return value;
};

function evaluate(node: Node): Value {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'member':
      return property(evaluate(node.target), node.key);
    case 'index':
      return property(evaluate(node.target), text(evaluate(node.index)));
    case 'call': {
      const args = node.args.map(evaluate);
      const [first, second, third] = args;
      switch (node.name) {
        case 'reference': {
          const path = text(third) === 'full' ? '' : 'properties';
          return new Runtime(text(first), path);
        }
        case 'format':
          return text(first).replace(/\{\{|\}\}|\{(\d+)\}/g, (token, index?: string) =>
            index === undefined ? (token[0] ?? '') : text(args[Number(index) + 1]),
          );
        case 'concat':
          return args.every(Array.isArray) ? (args as Value[][]).flat() : args.map(text).join('');
        case 'createarray':
          return args;
        case 'environment':
          return azureCloud;
        case 'null':
          return null;
        case 'true':
          return true;
        case 'false':
          return false;
        case 'string':
          return text(first);
        case 'tolower':
          return text(first).toLowerCase();
        case 'equals':
          return JSON.stringify(toJson(known(first, 'equals()'))) === JSON.stringify(toJson(known(second, 'equals()')));
        case 'not':
          return !known(first, 'not()');
        case 'if':
          return known(first, 'if()') ? second : third;
        case 'empty': {
          const value = known(first, 'empty()');
          return value === null || value === '' || (Array.isArray(value) && value.length === 0);
        }
        case 'trygetvalue':
        case 'tryget':
          return first instanceof Runtime ? first.get(text(second)) : property(first ?? {}, text(second));
        default:
          throw new Error(`resolve() does not know the ARM function ${node.name}()`);
      }
    }
  }
}

/** True for a string ARM evaluates (`[...]`, not the escaped literal `[[...`). */
export const isExpression = (value: Json | undefined): boolean =>
  typeof value === 'string' && value.startsWith('[') && !value.startsWith('[[') && value.endsWith(']');

/**
 * A value with its leftover expressions evaluated, reference() standing as `runtime(id, path)` placeholders; fails
 * on a function it does not know, or on a decision (if, equals) that depends on a reference.
 */
export function resolve(value: Json | undefined): Json {
  if (value === undefined) return null;
  if (typeof value === 'string') {
    if (isExpression(value)) return toJson(evaluate(parse(value.slice(1, -1))));
    return value.startsWith('[[') ? value.slice(1) : value;
  }
  if (Array.isArray(value)) return value.map(resolve);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, resolve(v)]));
  return value;
}

/** Every `reference('<id>', ...)` an expression makes, with the property path read after it. */
export function referencesIn(expression: string): { id: string; path: string }[] {
  return [...expression.matchAll(/reference\('([^']+)'(?:,\s*'[^']*')?(,\s*'full')?\)((?:\.[\w$]+)*)/g)].map(
    (match) => ({
      id: match[1] ?? '',
      path: `${match[2] ? '' : 'properties'}${match[3] ?? ''}`.replace(/^\./, ''),
    }),
  );
}
