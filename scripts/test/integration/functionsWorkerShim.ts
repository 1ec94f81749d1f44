/**
 * Loads an unpacked deployment package as the Functions worker does (the local host's worker stand-in), for
 * functionsPackage.test.ts: bundled next to the package and run by plain Node with the package as working
 * directory, it writes what happened, as JSON, to the file named by its argument.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type FunctionMetadata, startWorkerApp } from '../../stack/functionsHost/worker.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export interface WorkerReport {
  load: Outcome<{ programmingModel: string | null; functions: FunctionMetadata[]; native: string[] }>;
  sharp: Outcome<{ resolved: string; webp: { signature: string; width: number | undefined }; native: string[] }>;
}

async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** Shared libraries in this process that belong to sharp (its addon and libvips). */
function sharpNativeLibraries(): string[] {
  const { sharedObjects } = process.report.getReport() as { sharedObjects: string[] };
  return sharedObjects.filter((path) => /vips|sharp/i.test(path));
}

const reportFile = process.argv[2];
if (!reportFile) throw new Error('Usage: node worker.mjs <report file>');
const root = process.cwd();
const manifest: { main: string } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const entryPoint = join(root, manifest.main);

const load = await attempt(async () => {
  const app = await startWorkerApp(root, () => import(pathToFileURL(entryPoint).href));
  const functions = app.functions.map((fn) => fn.metadata);
  return { programmingModel: app.programmingModel, functions, native: sharpNativeLibraries() };
});

// sharp as the bundle finds it, from its own folder, then put to work: proves the native build shipped.
const sharp = await attempt(async () => {
  const resolved = createRequire(entryPoint).resolve('sharp');
  const { default: sharp }: typeof import('sharp') = await import(pathToFileURL(resolved).href);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f5130' } })
    .png()
    .toBuffer();
  const webp = await sharp(png).resize({ width: 4 }).webp().toBuffer();
  const signature = `${webp.subarray(0, 4).toString('latin1')}${webp.subarray(8, 12).toString('latin1')}`;
  const { width } = await sharp(webp).metadata();
  return { resolved, webp: { signature, width }, native: sharpNativeLibraries() };
});

const report: WorkerReport = { load, sharp };
await writeFile(reportFile, JSON.stringify(report));
// The app's clients may hold timers or sockets open; the worker would keep running, the shim is done.
process.exit(0);
