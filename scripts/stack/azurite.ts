import { join } from 'node:path';
import { repoRoot } from '../repoRoot.ts';
import { type StartedProcess, startNodeProcess } from './processes.ts';

/**
 * Starts Azurite's blob service, the Blob Storage stand-in, on `port` with its data in `location`. As plain Node:
 * Azurite is JavaScript, and through tsx's loader it took twice the CPU to start (2.6 against 1.3 CPU-seconds).
 */
export function startAzurite(options: {
  port: number;
  location: string;
  quiet: boolean;
  name?: string;
}): Promise<StartedProcess> {
  return startNodeProcess({
    name: options.name ?? 'azurite',
    args: [
      join(repoRoot, 'node_modules/azurite/dist/src/blob/main.js'),
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(options.port),
      '--location',
      options.location,
      '--skipApiVersionCheck',
      '--loose',
      '--disableTelemetry',
      '--silent',
    ],
    ready: /successfully listens/,
    quiet: options.quiet,
    plain: true,
  });
}
