/**
 * A tiny stand-in for the Azure Functions Node worker, for functionsPackage.test.ts. Transpiled next to an
 * unpacked deployment package and run by plain Node with the package as working directory, it loads the
 * package as the worker does and writes what happened, as JSON, to the file named by its argument.
 * Like the worker (azure-functions-nodejs-worker, src/setupCoreModule.ts), it answers
 * `require('@azure/functions-core')` by patching Module.prototype.require; its coreApi only records.
 */
import { readFile, writeFile } from 'node:fs/promises';
import Module, { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What @azure/functions passes to registerFunction: the function's name and its bindings by name. */
export interface RegisteredFunction {
  name: string;
  bindings: Record<string, { type: string; direction: string; route?: string; methods?: string[]; schedule?: string }>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export interface WorkerReport {
  load: Outcome<{ programmingModel: string | null; functions: RegisteredFunction[]; native: string[] }>;
  sharp: Outcome<{ resolved: string; webp: { signature: string; width: number | undefined }; native: string[] }>;
}

class Disposable {
  constructor(private readonly release: () => void) {}
  dispose(): void {
    this.release();
  }
}

const functions: RegisteredFunction[] = [];
let programmingModel: { name: string } | null = null;

const coreApi = {
  version: '3.11.0',
  hostVersion: '4.1040.0',
  registerHook: () => new Disposable(() => {}),
  setProgrammingModel(model: { name: string }) {
    programmingModel = model;
  },
  getProgrammingModel: () => programmingModel,
  log() {},
  registerFunction(metadata: RegisteredFunction) {
    functions.push(metadata);
    return new Disposable(() => {});
  },
  Disposable,
};

Module.prototype.require = new Proxy(Module.prototype.require, {
  apply: (target, thisArg, argArray) =>
    argArray[0] === '@azure/functions-core' ? coreApi : Reflect.apply(target, thisArg, argArray),
});

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
  await import(pathToFileURL(entryPoint).href);
  return { programmingModel: programmingModel?.name ?? null, functions, native: sharpNativeLibraries() };
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
