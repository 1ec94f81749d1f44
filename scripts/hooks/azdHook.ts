/**
 * What both Entra hooks share: the azd environment they write, the opt-out, what they print when Graph refuses the
 * signed-in account, and how they end.
 */
import { execFileSync } from 'node:child_process';
import { HookFailure } from './entraRegistrations.ts';
import type { GraphError } from './graphClient.ts';

/** `azd env set ENTRA_APP_REGISTRATION manual`: the hooks leave Entra ID alone (the runbook's manual steps). */
export const isManual = (env: NodeJS.ProcessEnv) => env.ENTRA_APP_REGISTRATION?.trim().toLowerCase() === 'manual';

/** Stores a value in the azd environment the hook runs for (azd reads it back before it provisions). */
export function azdEnvSet(env: NodeJS.ProcessEnv, name: string, value: string): void {
  if (env[name] === value) return;
  const environment = env.AZURE_ENV_NAME ? ['--environment', env.AZURE_ENV_NAME] : [];
  execFileSync('azd', ['env', 'set', name, value, ...environment], { stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(`azd env: ${name}=${value}`);
}

export const manualSteps = 'infra/README.md, section "1. Microsoft Entra ID", "Manual steps (the fallback)"';

/** What the signed-in account lacks, and the way round it. */
export function permissionHelp(error: GraphError): string {
  return [
    `Microsoft Graph refused ${error.request} (${error.status} ${error.code}): the account signed in to azd`,
    '(`azd auth login`) may not create or change these app registrations.',
    'It needs, in the Microsoft Entra tenant, one of these roles: Application Developer (creates both',
    'registrations and owns them, which is enough for every later run), Cloud Application Administrator or',
    'Application Administrator (any registration). A member without a role may create registrations only',
    'while the tenant allows it ("Users can register applications"), and may change only those it owns.',
    'Either get one of those roles and run `azd provision` again, or have an administrator follow',
    `${manualSteps}, then:`,
    '  azd env set ENTRA_API_CLIENT_ID <API application (client) id>',
    '  azd env set ENTRA_SPA_CLIENT_ID <SPA application (client) id>',
    '  azd env set ENTRA_APP_REGISTRATION manual      # optional: these hooks leave Entra ID alone from then on',
  ].join('\n');
}

/** Runs a hook: a HookFailure prints its message alone and fails the hook (azd stops there). */
export function runHook(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    // Not signed in to azd: the credential's own message says to run `azd auth login`.
    const explained =
      error instanceof HookFailure || (error instanceof Error && error.name === 'CredentialUnavailableError');
    if (explained) console.error(`\n${error.message}\n`);
    else console.error(error);
    process.exitCode = 1;
  });
}
