/**
 * One `bicep jsonrpc --stdio` process for many requests: it compiles a .bicep file with every diagnostic `bicep
 * lint` reports (compiler and linter rules alike), and evaluates a compiled template with a .bicepparam file into a
 * snapshot, the resources and outputs a deployment with those parameters would create, by ARM's own template
 * engine (what `bicep snapshot` writes). The process starts once (about a second); each request after the first
 * takes a fraction of a second, where each CLI command would start the runtime again.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { ArmTemplate, Snapshot } from './armTemplate.ts';
import type { Diagnostic } from './bicepCli.ts';

/** The deployment scope a snapshot is evaluated for (`bicep snapshot` options). */
export interface SnapshotScope {
  tenantId: string;
  subscriptionId: string;
  resourceGroup: string;
  location: string;
  deploymentName: string;
}

interface RpcDiagnostic {
  source: string;
  range: { start: { line: number; char: number } };
  level: string;
  code: string;
  message: string;
}

interface RpcMessage {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string };
}

const levels: Record<string, Diagnostic['level']> = { Error: 'error', Warning: 'warning', Info: 'note' };

export class BicepSession {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private buffer = Buffer.alloc(0);
  private nextId = 0;
  private stderr = '';

  private constructor(private readonly child: ChildProcessByStdio<Writable, Readable, Readable>) {
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = `${this.stderr}${chunk.toString('utf8')}`.slice(-4000);
    });
    const fail = (error: Error) => {
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`bicep jsonrpc exited (${code}): ${this.stderr}`)));
  }

  static start(cli: string): BicepSession {
    return new BicepSession(spawn(cli, ['jsonrpc', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] }));
  }

  /** Messages are framed as in the Language Server Protocol: `Content-Length: n\r\n\r\n` and n bytes of JSON. */
  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length:\s*(\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      const start = headerEnd + 4;
      if (this.buffer.length < start + length) return;
      const message = JSON.parse(this.buffer.subarray(start, start + length).toString('utf8')) as RpcMessage;
      this.buffer = this.buffer.subarray(start + length);
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) continue;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`bicep jsonrpc: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  }

  /** A request, failing after `timeoutMs` rather than waiting forever on a CLI that does not answer. */
  private request<T>(method: string, params: object, timeoutMs = 120_000): Promise<T> {
    const id = ++this.nextId;
    const body = JSON.stringify({ jsonrpc: '2.0', id, method, params });
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`bicep jsonrpc: no answer to ${method} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      timer.unref();
      const settle = () => clearTimeout(timer);
      this.pending.set(id, {
        resolve: (value) => {
          settle();
          resolve(value as T);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      this.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }

  version(): Promise<string> {
    return this.request<{ version: string }>('bicep/version', {}).then(({ version }) => version);
  }

  /** Compiles a .bicep file (absolute path): the ARM template, or none when there are errors, and its diagnostics. */
  async compile(path: string): Promise<{ template?: ArmTemplate; diagnostics: Diagnostic[] }> {
    const result = await this.request<{ success: boolean; diagnostics: RpcDiagnostic[]; contents?: string }>(
      'bicep/compile',
      { path },
    );
    const diagnostics = result.diagnostics.map((d) => ({
      file: d.source,
      line: d.range.start.line + 1,
      level: levels[d.level] ?? 'error',
      code: d.code,
      message: d.message,
    }));
    return result.success && result.contents
      ? { template: JSON.parse(result.contents) as ArmTemplate, diagnostics }
      : { diagnostics };
  }

  /** Evaluates the template a .bicepparam file (absolute path) uses, with its values, for a deployment at `scope`. */
  async snapshot(path: string, scope: SnapshotScope): Promise<Snapshot> {
    const result = await this.request<{ snapshot: string }>('bicep/getSnapshot', { path, metadata: scope });
    return JSON.parse(result.snapshot) as Snapshot;
  }

  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}
