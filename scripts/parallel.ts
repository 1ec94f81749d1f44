/**
 * `tsx scripts/parallel.ts <script>…`: runs npm scripts at once and prints each one's output whole when it ends, so
 * two test runners' lines never mix; fails when any of them fails. `npm test` runs the unit and integration suites
 * this way: the unit suite's CPU fills what the integration suite leaves idle (decision 85).
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: tsx scripts/parallel.ts <npm script>…');

function run(script: string): Promise<boolean> {
  const started = performance.now();
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`\n[parallel] ${script}: ${outcome} in ${seconds} s\n\n`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(scripts.map(run));
process.exitCode = passed.every(Boolean) ? 0 : 1;
