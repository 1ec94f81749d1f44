/**
 * The parameter values azd hands ARM for infra/main.bicep, from infra/main.parameters.json and an azd
 * environment, as azd does it (Azure/azure-dev, cli/azd/pkg/infra/provisioning/bicep/bicep_provider.go:
 * `loadParameters`, `evalParamEnvSubst`, `armParameterFileValue`): `${NAME}` and `${NAME=default}` are substituted
 * from the environment (drone/envsubst; the default applies when NAME is unset); a parameter whose value comes out
 * empty because its variable is unset is left out; a bool or int parameter takes a string that parses as one (else
 * it is left out and the template's default applies); an empty string is left out unless it overrides a non-empty
 * default. And the same values written as a .bicepparam file, for `bicep snapshot`.
 */
import type { ArmTemplate, Json } from './armTemplate.ts';

export interface ParametersFile {
  parameters: Record<string, { value?: Json }>;
}

/** `${NAME}` / `${NAME=default}` (the forms main.parameters.json uses), and whether a variable was unset. */
function substitute(value: string, env: Readonly<Record<string, string>>): { text: string; unset: boolean } {
  let unset = false;
  const text = value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(=)([^}]*))?\}/g,
    (_, name: string, hasDefault, fallback) => {
      const set = Object.hasOwn(env, name);
      if (!set) unset = true;
      if (!set && hasDefault) return String(fallback);
      return env[name] ?? '';
    },
  );
  return { text, unset };
}

/** Go's strconv.ParseBool. */
function parseBool(text: string): boolean | undefined {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(text)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(text)) return false;
  return undefined;
}

/** What azd deploys with: parameter name -> value, for those the file sets (the rest take the template's defaults). */
export function azdParameterValues(
  file: ParametersFile,
  template: ArmTemplate,
  env: Readonly<Record<string, string>>,
): Record<string, Json> {
  const values: Record<string, Json> = {};
  for (const [name, { value }] of Object.entries(file.parameters)) {
    const definition = template.parameters?.[name];
    if (typeof value !== 'string') {
      if (value !== undefined) values[name] = value;
      continue;
    }
    const { text, unset } = substitute(value, env);
    if (text === '' && unset) continue;
    const type = definition?.type.toLowerCase();
    if (type === 'bool') {
      const parsed = parseBool(text);
      if (parsed !== undefined) values[name] = parsed;
    } else if (type === 'int') {
      if (/^-?\d+$/.test(text)) values[name] = Number(text);
    } else if (text !== '' || (typeof definition?.defaultValue === 'string' && definition.defaultValue !== '')) {
      // An empty string overrides a non-empty default; against an empty default (or none) azd leaves it out.
      values[name] = text;
    }
  }
  return values;
}

/** A Bicep literal of a JSON value. */
export function bicepLiteral(value: Json): string {
  if (value === null) return 'null';
  if (typeof value === 'string')
    return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n').replaceAll('${', '\\${')}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[\n${value.map((item) => `  ${bicepLiteral(item)}`).join('\n')}\n]`;
  return `{\n${Object.entries(value)
    .map(([key, item]) => `  '${key}': ${bicepLiteral(item)}`)
    .join('\n')}\n}`;
}

/** A .bicepparam file using `templatePath` (relative to the file, e.g. './main.json') with these values. */
export const bicepParamFile = (templatePath: string, values: Record<string, Json>) =>
  [
    `using '${templatePath}'`,
    ...Object.entries(values).map(([name, value]) => `param ${name} = ${bicepLiteral(value)}`),
  ]
    .join('\n')
    .concat('\n');
