/**
 * A cold-start proxy for the Function app: a fresh `node` process importing the deployment bundle
 * (functions/deploy/dist/index.js, built by `npm run build -w functions` — scripts/deploy/functionsPackage.ts),
 * which parses the settings and registers every route, as the Functions worker does when an instance starts; the
 * clients and services wait for the first request (decision 83). Outside the worker `@azure/functions` runs in test
 * mode and skips the registration with the host; nothing connects to anything. Median of several processes.
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../stack/launch.ts';

const processes = Number(process.env.BENCH_COLD_PROCESSES ?? 7);
const bundle = join(repoRoot, 'functions/deploy/dist/index.js');
const marker = 'cold-start:';

/** Newest modification time under a folder. */
async function newest(folder: string): Promise<number> {
  let latest = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return latest;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout }));
  });
}

/** The bundle, built when missing or older than the API's or the shared package's sources. */
async function ensureBundle(): Promise<{ rebuilt: boolean }> {
  const built = await stat(bundle).then(
    (file) => file.mtimeMs,
    () => 0,
  );
  const sources = Math.max(await newest(join(repoRoot, 'functions/src')), await newest(join(repoRoot, 'shared/src')));
  if (built > sources) return { rebuilt: false };
  console.log(built ? 'functions/deploy is older than the sources: building it again' : 'building functions/deploy');
  // The npm running `npm run bench`, else the one on the PATH (npx sets npm_execpath to its own CLI).
  const npmCli = process.env.npm_execpath;
  const { code } =
    npmCli && /npm-cli\.[cm]?js$/.test(npmCli)
      ? await run(process.execPath, [npmCli, 'run', 'build', '-w', 'functions'])
      : await run('npm', ['run', 'build', '-w', 'functions']);
  if (code !== 0) throw new Error(`npm run build -w functions exited with ${code}`);
  return { rebuilt: true };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function benchColdStart(settings: Record<string, string>) {
  const { rebuilt } = await ensureBundle();
  const script = [
    'const started = performance.now();',
    `await import(${JSON.stringify(pathToFileURL(bundle).href)});`,
    'const done = performance.now();',
    `console.log(${JSON.stringify(marker)} + JSON.stringify({ importMs: done - started, sinceStartMs: done }));`,
    'process.exit(0);',
  ].join('\n');
  const samples: { importMs: number; sinceStartMs: number; wallMs: number }[] = [];
  for (let index = 0; index < processes; index++) {
    const started = performance.now();
    const { code, stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      ...process.env,
      ...settings,
    });
    const wallMs = performance.now() - started;
    const line = stdout.split('\n').find((candidate) => candidate.startsWith(marker));
    if (code !== 0 || !line) throw new Error(`importing the bundle failed (${code}):\n${stdout}`);
    samples.push({ ...(JSON.parse(line.slice(marker.length)) as { importMs: number; sinceStartMs: number }), wallMs });
  }
  const round = (value: number) => Math.round(value);
  const chunks = join(repoRoot, 'functions/deploy/dist/chunks');
  const chunkFiles = (await readdir(chunks)).filter((name) => name.endsWith('.js'));
  return {
    bundleBytes: (await stat(bundle)).size,
    /** The chunks the routes import on demand (decision 77), not compiled at start. */
    chunksBytes: (await Promise.all(chunkFiles.map(async (name) => (await stat(join(chunks, name))).size))).reduce(
      (sum, size) => sum + size,
      0,
    ),
    rebuilt,
    processes,
    /** `import()` of the bundle alone. */
    importMedianMs: round(median(samples.map((sample) => sample.importMs))),
    /** Node's start to the bundle imported (the process's own clock). */
    sinceStartMedianMs: round(median(samples.map((sample) => sample.sinceStartMs))),
    /** Spawn to exit, seen from the parent. */
    wallMedianMs: round(median(samples.map((sample) => sample.wallMs))),
    samples: samples.map((sample) => ({
      importMs: round(sample.importMs),
      sinceStartMs: round(sample.sinceStartMs),
      wallMs: round(sample.wallMs),
    })),
  };
}
