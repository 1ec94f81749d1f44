/**
 * The first deploy of a Flex Consumption app can fail while its new role assignments propagate
 * (Azure/azure-dev#8026): azd posts the API's zip to the app's `/api/publish`, and the platform uploads it to the
 * deployment container (`stfunc<token>`, shared keys off) as the app's system-assigned identity, whose Storage
 * Blob Data Owner role provisioning has just created. Until Azure honours the role, the deployment fails with
 * `InaccessibleStorageException … BlobUploadFailedException … 403 (This request is not authorized to perform this
 * operation using this permission.)`, and the same `azd deploy` succeeds a minute or so later. This module decides,
 * for both the Deploy workflow and a re-run after `azd up`, which failures are retried, how long it waits and when
 * it gives up; anything else fails at once.
 */

/**
 * The propagation 403 as the Functions deployment service reports it. A 403 elsewhere (the deploying identity
 * lacking Contributor, a wrong subscription) says none of these, and waiting would not fix it.
 */
const roleNotYetEffective = [
  /InaccessibleStorageException/,
  /BlobUploadFailedException[\s\S]*\b403\b/,
  /\b403\b[\s\S]*not authorized to perform this operation using this permission/i,
  /AuthorizationPermissionMismatch/,
];

/** Whether `azd deploy`'s output is the deployment container refusing the app's identity (worth a wait). */
export function isRoleNotYetEffective(output: string): boolean {
  return roleNotYetEffective.some((pattern) => pattern.test(output));
}

/**
 * The waits before each new attempt, in seconds: doubling from 30 s, 7.5 minutes in all. #8026 saw the deploy
 * succeed after about a minute; Azure documents that a role assignment can take up to 10 minutes (30 for
 * some caches), and past 7.5 minutes a person should look (runbook, "Deploying from GitHub Actions").
 */
export const retryDelaysSeconds: readonly number[] = [30, 60, 120, 240];

export interface DeployAttempt {
  /** The command's exit code and what it printed (stdout and stderr together). */
  code: number;
  output: string;
}

export interface DeployRetryOptions {
  run: () => Promise<DeployAttempt>;
  wait: (seconds: number) => Promise<void>;
  log: (line: string) => void;
  delays?: readonly number[];
}

/** Runs the deployment, again after each wait while it fails with the propagation 403; the last exit code. */
export async function deployWithRetry({
  run,
  wait,
  log,
  delays = retryDelaysSeconds,
}: DeployRetryOptions): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const { code, output } = await run();
    if (code === 0 || !isRoleNotYetEffective(output)) return code;
    const delay = delays[attempt];
    if (delay === undefined) {
      log(
        `The deployment container still refuses the Function app's identity after ${attempt + 1} attempts: ` +
          'see docs/operations.md, "Deploying from GitHub Actions" (the first deployment’s 403).',
      );
      return code;
    }
    log(
      `The deployment container refused the Function app's identity (403): its new role is not in effect yet ` +
        `(Azure/azure-dev#8026). Attempt ${attempt + 2} of ${delays.length + 1} in ${delay} s.`,
    );
    await wait(delay);
  }
}
