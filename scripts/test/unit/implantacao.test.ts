/**
 * How the portal reaches Azure: `azd up` provisions before it packages (azure.yaml `workflows.up`), the web build
 * refuses `direct` mode without the API's address, the deployment checks itself (azure.yaml's `postdeploy` hook),
 * and the first deploy's 403 on the Flex Consumption deployment container is retried, within a bound.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiOriginFromEnv } from '../../../web/plugins/apiOrigin.ts';
import { deployWithRetry, isRoleNotYetEffective, retryDelaysSeconds } from '../../deploy/deployRetry.ts';

const azureYaml = parse(readFileSync(new URL('../../../azure.yaml', import.meta.url), 'utf8')) as {
  workflows?: { up?: { azd?: string }[] };
  hooks?: Record<string, Record<string, { shell?: string; run?: string }>>;
};

describe('azure.yaml', () => {
  it('`azd up` provisions, then packages and deploys every service with the new outputs', () => {
    // azd runs a custom `up` workflow step by step, each an azd command (cmd/up.go, pkg/workflow/runner.go);
    // `azd deploy` packages each service before deploying it.
    expect(azureYaml.workflows?.up).toEqual([{ azd: 'provision' }, { azd: 'deploy --all' }]);
  });

  it('checks the deployment after every `azd deploy` (and so after `azd up`), on Linux, macOS and Windows', () => {
    const hook = azureYaml.hooks?.postdeploy;
    expect(hook?.posix).toEqual({ shell: 'sh', run: 'npx tsx scripts/deploy/selfCheck.ts' });
    expect(hook?.windows).toEqual({ shell: 'pwsh', run: 'npx tsx scripts/deploy/selfCheck.ts' });
  });
});

describe('the web build and the API mode', () => {
  it('refuses direct mode without PORTAL_API_URL, saying to provision first', () => {
    expect(() => apiOriginFromEnv('', 'direct')).toThrow(/PORTAL_API_URL is empty[\s\S]*`azd provision` first/);
  });

  it('builds linked mode (AZURE_API_ACCESS linked or unset) without one, and direct mode with one', () => {
    expect(apiOriginFromEnv('', 'linked')).toBe('');
    expect(apiOriginFromEnv('', '')).toBe('');
    expect(apiOriginFromEnv('https://func-x.azurewebsites.net', 'direct')).toBe('https://func-x.azurewebsites.net');
  });
});

// The 403 is Azure's alone (a role assignment still propagating): these tests hand the retry azd's failure text.
const propagation403 =
  "ERROR: error executing step command 'deploy --all': failed deploying service 'api': publishing zip file: " +
  'deployment failed: InaccessibleStorageException: Failed to access storage account for deployment: ' +
  'BlobUploadFailedException: Failed to upload blob to storage account: Response status code does not indicate ' +
  'success: 403 (This request is not authorized to perform this operation using this permission.)';
const otherFailure =
  "ERROR: failed deploying service 'api': AuthorizationFailed: The client 'x' does not have authorization to " +
  "perform action 'Microsoft.Web/sites/read' (403)";

function fakeAzd(outcomes: { code: number; output: string }[]) {
  const waits: number[] = [];
  const logs: string[] = [];
  let runs = 0;
  return {
    waits,
    logs,
    runs: () => runs,
    options: {
      run: async () => outcomes[Math.min(runs++, outcomes.length - 1)] ?? { code: 1, output: '' },
      wait: async (seconds: number) => {
        waits.push(seconds);
      },
      log: (line: string) => logs.push(line),
    },
  };
}

describe('the first deploy’s 403 on the deployment container', () => {
  it('tells the propagation 403 from other failures', () => {
    expect(isRoleNotYetEffective(propagation403)).toBe(true);
    expect(isRoleNotYetEffective('Status: 403 ... AuthorizationPermissionMismatch')).toBe(true);
    expect(isRoleNotYetEffective(otherFailure)).toBe(false);
    expect(isRoleNotYetEffective("ERROR: deployment failed: the package's host.json is invalid")).toBe(false);
  });

  it('deploys again after a wait while it lasts, and succeeds when the role takes effect', async () => {
    const azd = fakeAzd([
      { code: 1, output: propagation403 },
      { code: 1, output: propagation403 },
      { code: 0, output: 'SUCCESS' },
    ]);
    await expect(deployWithRetry(azd.options)).resolves.toBe(0);
    expect(azd.runs()).toBe(3);
    expect(azd.waits).toEqual(retryDelaysSeconds.slice(0, 2));
    expect(azd.logs[0]).toMatch(/403[\s\S]*Attempt 2 of 5 in 30 s/);
  });

  it('gives up after a bounded backoff, pointing at the runbook', async () => {
    const azd = fakeAzd([{ code: 1, output: propagation403 }]);
    await expect(deployWithRetry(azd.options)).resolves.toBe(1);
    expect(azd.waits).toEqual([30, 60, 120, 240]);
    expect(azd.waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(10 * 60);
    expect(azd.runs()).toBe(5);
    expect(azd.logs.at(-1)).toMatch(/after 5 attempts[\s\S]*Deploying from GitHub Actions/);
  });

  it('fails at once on any other failure, and does not run again after a success', async () => {
    const failing = fakeAzd([{ code: 1, output: otherFailure }]);
    await expect(deployWithRetry(failing.options)).resolves.toBe(1);
    expect(failing.runs()).toBe(1);
    expect(failing.waits).toEqual([]);
    const passing = fakeAzd([{ code: 0, output: propagation403 }]);
    await expect(deployWithRetry(passing.options)).resolves.toBe(0);
    expect(passing.runs()).toBe(1);
  });
});
