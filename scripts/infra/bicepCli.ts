/**
 * The Bicep CLI from NuGet (infra/bicep/Bicep.proj pins Azure.Bicep.CommandLine.linux-x64 to one version):
 * `findBicepCli()` restores that project with `dotnet restore` when its package is missing and returns the
 * executable's path, or why there is none (no .NET SDK, not Linux x64, restore failed), so that callers can
 * skip with that reason. `build()` and `lint()` run the CLI's own commands and read its SARIF diagnostics.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../repoRoot.ts';
import type { ArmTemplate } from './armTemplate.ts';

/** The project `dotnet restore` reads; its one PackageDownload is the CLI. */
export const bicepProject = join(repoRoot, 'infra/bicep/Bicep.proj');

const packageId = 'Azure.Bicep.CommandLine.linux-x64';

export type BicepCliLookup = { ok: true; path: string; version: string } | { ok: false; reason: string };

export interface BicepCliOptions {
  platform?: NodeJS.Platform;
  arch?: string;
  /** Environment of `dotnet` (PATH, NUGET_PACKAGES, ...). */
  env?: NodeJS.ProcessEnv;
}

/** The exact version Bicep.proj pins (`Version="[x.y.z]"`). */
export function pinnedVersion(project = readFileSync(bicepProject, 'utf8')): string {
  const version = new RegExp(`Include="${packageId.replaceAll('.', '\\.')}"\\s+Version="\\[([0-9][0-9.]*)\\]"`).exec(
    project,
  )?.[1];
  if (!version) throw new Error(`${bicepProject} does not pin ${packageId} to one version ("[x.y.z]")`);
  return version;
}

/** Where restore put the executable: NuGet's package folder named in obj/project.assets.json. */
function restoredExecutable(version: string): string | undefined {
  const assets = join(repoRoot, 'infra/bicep/obj/project.assets.json');
  if (!existsSync(assets)) return undefined;
  const { packageFolders } = JSON.parse(readFileSync(assets, 'utf8')) as { packageFolders?: Record<string, unknown> };
  for (const folder of Object.keys(packageFolders ?? {})) {
    const path = join(folder, packageId.toLowerCase(), version, 'tools', 'bicep');
    if (existsSync(path)) return path;
  }
  return undefined;
}

/** NuGet extracts files without their mode bits: make the CLI executable for its owner. */
function ensureExecutable(path: string): void {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, statSync(path).mode | 0o755);
  }
}

/** The Bicep CLI, restoring it first if needed; or the reason it cannot be had on this machine. */
export function findBicepCli(options: BicepCliOptions = {}): BicepCliLookup {
  const platform = options.platform ?? process.platform;
  const arch = options.arch ?? process.arch;
  const env = options.env ?? process.env;
  if (platform !== 'linux' || arch !== 'x64') {
    return {
      ok: false,
      reason: `${bicepProject} pins the ${packageId} build of the Bicep CLI; this machine is ${platform}-${arch}`,
    };
  }
  const dotnet = spawnSync('dotnet', ['--version'], { env, encoding: 'utf8' });
  if (dotnet.error || dotnet.status !== 0) {
    return {
      ok: false,
      reason: `the .NET SDK (\`dotnet\`) is not on PATH: it restores the Bicep CLI from NuGet (${bicepProject}); install it to compile infra/*.bicep`,
    };
  }
  const version = pinnedVersion();
  let path = restoredExecutable(version);
  if (!path) {
    const restore = spawnSync('dotnet', ['restore', bicepProject, '--force', '--nologo', '--verbosity', 'quiet'], {
      env: { ...env, DOTNET_CLI_TELEMETRY_OPTOUT: '1', DOTNET_NOLOGO: '1' },
      encoding: 'utf8',
    });
    if (restore.status !== 0) {
      const output = `${restore.stdout ?? ''}${restore.stderr ?? ''}`.trim().split('\n').slice(-5).join('\n');
      return { ok: false, reason: `\`dotnet restore ${bicepProject}\` failed:\n${output}` };
    }
    path = restoredExecutable(version);
    if (!path)
      return { ok: false, reason: `\`dotnet restore\` did not produce the ${packageId} ${version} executable` };
  }
  ensureExecutable(path);
  return { ok: true, path, version };
}

export interface Diagnostic {
  /** The .bicep file, absolute. */
  file: string;
  /** 1-based. */
  line: number;
  level: 'error' | 'warning' | 'note';
  /** A linter rule (no-hardcoded-env-urls) or a compiler code (BCP318). */
  code: string;
  message: string;
}

interface Sarif {
  runs?: {
    results?: {
      ruleId?: string;
      level?: string;
      message?: { text?: string };
      locations?: { physicalLocation?: { artifactLocation?: { uri?: string }; region?: { startLine?: number } } }[];
    }[];
  }[];
}

/** Diagnostics of a SARIF log, as `--diagnostics-format sarif` prints them (SARIF's default level is warning). */
export function sarifDiagnostics(text: string): Diagnostic[] {
  const sarif = JSON.parse(text) as Sarif;
  return (sarif.runs ?? []).flatMap((run) =>
    (run.results ?? []).map((result) => {
      const location = result.locations?.[0]?.physicalLocation;
      const uri = location?.artifactLocation?.uri ?? '';
      const level = result.level === 'error' || result.level === 'note' ? result.level : 'warning';
      return {
        file: uri.startsWith('file://') ? fileURLToPath(uri) : uri,
        line: location?.region?.startLine ?? 0,
        level,
        code: result.ruleId ?? '',
        message: result.message?.text ?? '',
      };
    }),
  );
}

/** `path:line: level code: message`, one per line. */
export const formatDiagnostics = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.map((d) => `${d.file}:${d.line}: ${d.level} ${d.code}: ${d.message}`).join('\n');

function run(cli: string, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cli, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({
        status: status ?? 1,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      }),
    );
  });
}

/** `bicep build <file> --stdout`: the ARM template Azure receives, and every diagnostic (linter rules included). */
export async function build(cli: string, file: string): Promise<{ template: ArmTemplate; diagnostics: Diagnostic[] }> {
  const result = await run(cli, ['build', file, '--stdout', '--diagnostics-format', 'sarif']);
  const diagnostics = result.stderr.trim() ? sarifDiagnostics(result.stderr) : [];
  if (result.status !== 0) throw new Error(`bicep build ${file} failed:\n${formatDiagnostics(diagnostics)}`);
  return { template: JSON.parse(result.stdout) as ArmTemplate, diagnostics };
}

/** `bicep lint <file>`: what the compiler and the linter (bicepconfig.json rules) report. */
export async function lint(cli: string, file: string): Promise<Diagnostic[]> {
  const result = await run(cli, ['lint', file, '--diagnostics-format', 'sarif']);
  const sarif = [result.stdout, result.stderr].find((text) => text.trim().startsWith('{'));
  if (!sarif) throw new Error(`bicep lint ${file} printed no SARIF (exit ${result.status}):\n${result.stderr}`);
  return sarifDiagnostics(sarif);
}
