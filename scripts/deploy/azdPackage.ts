/**
 * What azd and the Function app do with a `host: function`, `language: ts` service, re-created from azure-dev's
 * cli/azd/pkg/project (service_target_functionapp.go, project_utils.go): the service's settings, the remote-build
 * rule, the zip, and its unpacking. The local stack and the tests run the API from this zip (artifacts.ts).
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import ignore from 'ignore';

/** The `key: value` settings of one service of azure.yaml (services at two spaces, settings at four). */
export function azureYamlService(yaml: string, service: string): Map<string, string> {
  const lines = yaml.split('\n');
  const start = lines.indexOf(`  ${service}:`);
  if (start < 0) throw new Error(`azure.yaml has no service "${service}"`);
  const settings = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (line.trim() !== '' && !line.startsWith('    ')) break;
    const [, key, value] = /^ {4}(\w+): (.+)$/.exec(line) ?? [];
    if (key && value) settings.set(key, value);
  }
  return settings;
}

/** azd turns remote build on (Oryx installs and builds on Azure) when the project's .funcignore excludes node_modules. */
export function excludesNodeModules(funcignore: string): boolean {
  return ignore().add(funcignore).ignores('node_modules/');
}

/**
 * Zips a package folder as azd does: recursively, following symbolic links, without what the folder's own
 * .funcignore matches (gitignore syntax), .funcignore files, local.settings.json files and .azure folders.
 */
export async function zipLikeAzd(packageDir: string): Promise<Uint8Array> {
  const ignored = ignore().add(await readFile(join(packageDir, '.funcignore'), 'utf8'));
  const files: Record<string, Uint8Array> = {};
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      const entry = `${prefix}${name}`;
      const isDirectory = (await stat(path)).isDirectory();
      const alwaysSkipped = isDirectory ? name === '.azure' : name === '.funcignore' || name === 'local.settings.json';
      if (alwaysSkipped || ignored.ignores(isDirectory ? `${entry}/` : entry)) continue;
      if (isDirectory) await walk(path, `${entry}/`);
      else files[entry] = await readFile(path);
    }
  };
  await walk(packageDir, '');
  return zipSync(files);
}

/** Unpacks a zip into a folder, as the Function app does with its package; returns the entries' paths. */
export async function unzipInto(zip: Uint8Array, folder: string): Promise<string[]> {
  const entries = unzipSync(zip);
  for (const [path, data] of Object.entries(entries)) {
    const target = join(folder, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, data);
  }
  return Object.keys(entries);
}
