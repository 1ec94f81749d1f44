import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface StartedProcess {
  name: string;
  child: ChildProcess;
  /** Sends SIGTERM and waits for the exit (SIGKILL after the grace period). */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts a Node script (TypeScript through tsx, unless `plain`: JavaScript as plain Node runs it) and resolves
 * once a line of its output matches `ready`. Output is echoed with a name prefix unless `quiet`.
 */
export function startNodeProcess(options: {
  name: string;
  args: string[];
  ready: RegExp;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  plain?: boolean;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<StartedProcess> {
  const { name, args, ready, quiet = false, timeoutMs = 60_000 } = options;
  const child = spawn(process.execPath, [...(options.plain ? [] : ['--import', 'tsx']), ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const recent: string[] = [];
    let isReady = false;
    const timer = setTimeout(() => {
      void stop(0);
      reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${recent.join('\n')}`));
    }, timeoutMs);
    const onLine = (line: string) => {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (!quiet) console.log(`[${name}] ${line}`);
      if (!isReady && ready.test(line)) {
        isReady = true;
        clearTimeout(timer);
        resolve({ name, child, stop });
      }
    };
    if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
    if (child.stderr) createInterface({ input: child.stderr }).on('line', onLine);
    child.once('exit', (code, signal) => {
      if (isReady) return;
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${recent.join('\n')}`));
    });
  });
}
