/**
 * `azd deploy` with its arguments, again while the Flex Consumption app's deployment container refuses the app's
 * new identity (deployRetry.ts): the Deploy workflow's deploy step, and the re-run after an `azd up` that stopped
 * on that 403 (docs/operations.md). Prints azd's output as it comes; exits with azd's last exit code.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DeployAttempt, deployWithRetry } from './deployRetry.ts';

const args = ['deploy', ...process.argv.slice(2)];

function azdDeploy(): Promise<DeployAttempt> {
  return new Promise((resolve, reject) => {
    const child = spawn('azd', args, { stdio: ['inherit', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

process.exitCode = await deployWithRetry({
  run: azdDeploy,
  wait: (seconds) => sleep(seconds * 1000),
  log: (line) => console.error(line),
});
