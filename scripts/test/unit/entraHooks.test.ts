/**
 * The azd hooks that keep the Entra ID app registrations (scripts/hooks/), run as azd runs them — the commands
 * azure.yaml declares, in a shell, from the repository's root — against the Graph stand-in
 * (scripts/stack/graphStandIn.ts). `azd` on their PATH is a stand-in too (scripts/test/support/azd): it prints the
 * test's token to @azure/identity's AzureDeveloperCliCredential and records `azd env set` in a file that stands in
 * for azd's environment store; the hooks run the real `azd` command for both.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Application, addSpaRedirectUris, HookFailure, spaCallbackPath } from '../../hooks/entraRegistrations.ts';
import { GraphError, graphBaseUrl, graphClient } from '../../hooks/graphClient.ts';
import { repoRoot } from '../../repoRoot.ts';
import { type GraphStandIn, startGraphStandIn } from '../../stack/graphStandIn.ts';

const tenantId = '7c1e9d2a-0b4f-4e8a-9f61-2d3c4b5a6e7f';
const environmentName = 'portal-teste';
/** A JWT-shaped token: the hooks read its `tid`; Graph (the stand-in) checks only that one is sent. */
const token = ['e30', Buffer.from(JSON.stringify({ tid: tenantId })).toString('base64url'), 'assinatura'].join('.');
const azureYaml = await readFile(join(repoRoot, 'azure.yaml'), 'utf8');

/** The posix command azure.yaml declares for a top-level hook. */
function hookCommand(hook: string, platform: 'posix' | 'windows' = 'posix'): string | undefined {
  const hooks = /^hooks:\n((?:[ #].*\n|\n)*)/m.exec(azureYaml)?.[1] ?? '';
  const entry = new RegExp(`^ {2}${hook}:\\n((?: {4,}.*\\n)*)`, 'm').exec(hooks)?.[1] ?? '';
  return new RegExp(`^ {4}${platform}:\\n(?: {6}.*\\n)*? {6}run: (.+)$`, 'm').exec(entry)?.[1];
}

interface HookRun {
  code: number;
  output: string;
}

describe('Entra ID hooks (azd preprovision and postprovision)', { timeout: 90_000 }, () => {
  let graph: GraphStandIn;
  let folder: string;
  let envFile: string;

  /** What `azd env set` stored for the environment, last value per name. */
  const storedEnv = async () => {
    const text = await readFile(envFile, 'utf8').catch(() => '');
    const values = new Map<string, string>();
    for (const line of text.split('\n').filter(Boolean)) {
      const match = /^(\S+) ([A-Z_]+)=(.*)$/.exec(line);
      if (match?.[1] === environmentName) values.set(match[2] ?? '', match[3] ?? '');
    }
    return values;
  };

  const runHook = (hook: 'preprovision' | 'postprovision', values: Record<string, string> = {}) =>
    new Promise<HookRun>((resolve) => {
      const inherited = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(ENTRA_|AZURE_|WEB_HOSTNAME)/.test(name)),
      );
      const env = {
        ...inherited,
        PATH: [join(repoRoot, 'scripts/test/support'), process.env.PATH].join(delimiter),
        PORTAL_GRAPH_URL: graph.url,
        AZD_STAND_IN_TOKEN: token,
        AZD_STAND_IN_ENV_FILE: envFile,
        AZURE_ENV_NAME: environmentName,
        ...values,
      };
      execFile('sh', ['-c', hookCommand(hook) ?? 'false'], { cwd: repoRoot, env }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      });
    });

  /** The azd environment after a run: what the hooks stored, as azd hands it to the next hook. */
  const envValues = async () => Object.fromEntries(await storedEnv());

  const apps = () => [...graph.applications.values()] as unknown as (Application & { uniqueName: string })[];
  const appNamed = (uniqueName: string) => apps().find((app) => app.uniqueName === uniqueName);

  beforeAll(async () => {
    graph = await startGraphStandIn();
  });
  afterAll(async () => {
    await graph?.close();
  });
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-entra-hooks-'));
    envFile = join(folder, 'azd-env');
    graph.applications.clear();
    graph.servicePrincipals.clear();
    graph.writes.length = 0;
    graph.refuseWrites = false;
    return () => rm(folder, { recursive: true, force: true });
  });

  it('azure.yaml runs both hooks with tsx, on posix and on windows', () => {
    for (const hook of ['preprovision', 'postprovision']) {
      expect(hookCommand(hook), hook).toBe(`npx tsx scripts/hooks/${hook}.ts`);
      expect(hookCommand(hook, 'windows'), hook).toBe(`npx tsx scripts/hooks/${hook}.ts`);
    }
  });

  it('registers the redirect path the SPA uses', async () => {
    const msal = await readFile(join(repoRoot, 'web/src/features/auth/msal.ts'), 'utf8');
    expect(/export const callbackPath = '([^']+)'/.exec(msal)?.[1]).toBe(spaCallbackPath);
  });

  it('the first run creates both registrations as the API and the SPA need them, and stores their ids', async () => {
    const run = await runHook('preprovision');
    expect(run.output).toContain('Entra ID app registrations: up to date.');
    expect(run.code).toBe(0);

    const api = appNamed(`portal-do-franqueado-api-${environmentName}`);
    const spa = appNamed(`portal-do-franqueado-spa-${environmentName}`);
    if (!api || !spa) throw new Error(`not created: ${run.output}`);
    const scope = api.api?.oauth2PermissionScopes?.[0];
    expect(api.identifierUris).toEqual([`api://${api.appId}`]);
    expect(api.api?.requestedAccessTokenVersion).toBe(2);
    expect(scope).toMatchObject({ value: 'access_as_user', type: 'User', isEnabled: true });
    expect(api.api?.preAuthorizedApplications).toEqual([{ appId: spa.appId, delegatedPermissionIds: [scope?.id] }]);
    expect(api.appRoles).toEqual([
      expect.objectContaining({ value: 'Portal.Master', allowedMemberTypes: ['User'], isEnabled: true }),
    ]);
    expect(api.optionalClaims?.accessToken).toEqual([expect.objectContaining({ name: 'email' })]);
    expect(spa.requiredResourceAccess).toEqual([
      { resourceAppId: api.appId, resourceAccess: [{ id: scope?.id, type: 'Scope' }] },
    ]);
    expect([...graph.servicePrincipals.keys()].sort()).toEqual([api.appId, spa.appId].sort());
    expect(await envValues()).toEqual({
      ENTRA_TENANT_ID: tenantId,
      ENTRA_API_CLIENT_ID: api.appId,
      ENTRA_SPA_CLIENT_ID: spa.appId,
    });
  });

  it('a second run changes nothing, and neither does a run whose azd environment was lost', async () => {
    expect((await runHook('preprovision')).code).toBe(0);
    const first = await envValues();
    const created = structuredClone([...graph.applications.values()]);
    graph.writes.length = 0;

    const second = await runHook('preprovision', first);
    expect(second.code, second.output).toBe(0);
    expect(graph.writes).toEqual([]);
    expect(await envValues()).toEqual(first);

    // A new clone, or `azd env new` with the same name: no ids in the environment, the same registrations found.
    await rm(envFile);
    const lost = await runHook('preprovision');
    expect(lost.code, lost.output).toBe(0);
    expect(graph.writes).toEqual([]);
    expect([...graph.applications.values()]).toEqual(created);
    expect(await envValues()).toEqual(first);
  });

  it('does not take over a registration of that name that the signed-in account does not own', async () => {
    // Any member may register an app under the portal's unique name first, with a redirect URI of their own.
    expect((await runHook('preprovision')).code).toBe(0);
    const spa = apps().find((app) => app.uniqueName.includes('-spa-'));
    if (!spa) throw new Error('no SPA registration');
    graph.owners.set(spa.id, ['outro-membro-do-tenant']);
    await rm(envFile);
    graph.writes.length = 0;

    const run = await runHook('preprovision');
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(`(client id ${spa.appId}) exists, but the signed-in account is not among its owners`);
    expect(graph.writes).toEqual([]);
    expect((await envValues()).ENTRA_SPA_CLIENT_ID).toBeUndefined();
  });

  it('postprovision adds the site’s host names as SPA redirect URIs, keeps the others, and is idempotent', async () => {
    expect((await runHook('preprovision')).code).toBe(0);
    const values = await envValues();
    const spa = apps().find((app) => app.appId === values.ENTRA_SPA_CLIENT_ID);
    if (!spa) throw new Error('no SPA');
    // One an administrator added by hand (an old address): kept.
    const byHand = 'https://antigo.franquia.example/microsoft-login-success';
    graph.applications.set(spa.id, { ...graph.applications.get(spa.id), spa: { redirectUris: [byHand] } });
    graph.writes.length = 0;

    const post = { ...values, WEB_HOSTNAME: 'polite-sea-0a1b2c3d4.5.azurestaticapps.net' };
    const run = await runHook('postprovision', { ...post, AZURE_CUSTOM_DOMAIN: 'portal.franquia.example' });
    expect(run.code, run.output).toBe(0);
    expect(graph.writes).toHaveLength(1);
    expect(graph.applications.get(spa.id)?.spa).toEqual({
      redirectUris: [
        byHand,
        'https://polite-sea-0a1b2c3d4.5.azurestaticapps.net/microsoft-login-success',
        'https://portal.franquia.example/microsoft-login-success',
      ],
    });

    graph.writes.length = 0;
    const again = await runHook('postprovision', { ...post, AZURE_CUSTOM_DOMAIN: 'portal.franquia.example' });
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('SPA redirect URIs: up to date.');
    // Without the custom domain (removed from the environment) its URI stays: people may still use it.
    expect((await runHook('postprovision', post)).code).toBe(0);
    expect(graph.writes).toEqual([]);
  });

  it('an http redirect URI off localhost is refused by Graph, and the hook never sends one', async () => {
    expect((await runHook('preprovision')).code).toBe(0);
    const values = await envValues();
    const spaClientId = values.ENTRA_SPA_CLIENT_ID ?? '';
    const spa = apps().find((app) => app.appId === spaClientId);
    const client = graphClient(graph.url, token);
    const http = 'http://portal.franquia.example/microsoft-login-success';
    graph.writes.length = 0;

    const refused = await client
      .write('PATCH', `/applications/${spa?.id}`, { spa: { redirectUris: [http] } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphError);
    expect(refused).toMatchObject({ status: 400, code: 'Request_BadRequest' });
    expect(graph.applications.get(spa?.id ?? '')?.spa).toEqual({ redirectUris: [] });
    graph.writes.length = 0;

    await expect(addSpaRedirectUris(client, spaClientId, [http], () => {})).rejects.toThrow(HookFailure);
    const run = await runHook('postprovision', {
      ...values,
      WEB_HOSTNAME: 'x.azurestaticapps.net',
      AZURE_CUSTOM_DOMAIN: 'http://portal.franquia.example',
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      'AZURE_CUSTOM_DOMAIN is "http://portal.franquia.example": a host name only is expected',
    );
    expect(graph.writes).toEqual([]);
    // http on localhost is what Entra ID allows.
    await expect(
      addSpaRedirectUris(client, spaClientId, [`http://localhost:4280${spaCallbackPath}`], () => {}),
    ).resolves.toEqual([`http://localhost:4280${spaCallbackPath}`]);
  });

  it('without the directory role it prints what is missing and the manual steps, and fails', async () => {
    graph.refuseWrites = true;
    const run = await runHook('preprovision');
    expect(run.code).toBe(1);
    expect(run.output).toContain('403 Authorization_RequestDenied');
    expect(run.output).toContain('Application Developer');
    expect(run.output).toContain('Cloud Application Administrator');
    expect(run.output).toContain('infra/README.md, section "1. Microsoft Entra ID"');
    expect(run.output).toContain('azd env set ENTRA_APP_REGISTRATION manual');
    expect(run.output).not.toMatch(/\n\s+at /); // the explanation, not a stack trace
    expect(graph.applications.size).toBe(0);
    expect(await envValues()).toEqual({});
  });

  it('without the role but with registrations made by hand, it warns and lets provisioning go on', async () => {
    // Made by an administrator in the portal: no scope yet, so the hook would have something to write.
    const api = { id: crypto.randomUUID(), appId: crypto.randomUUID(), displayName: 'Portal do Franqueado API' };
    const spa = { id: crypto.randomUUID(), appId: crypto.randomUUID(), displayName: 'Portal do Franqueado' };
    graph.applications.set(api.id, api);
    graph.applications.set(spa.id, spa);
    graph.refuseWrites = true;
    const ids = { ENTRA_API_CLIENT_ID: api.appId, ENTRA_SPA_CLIENT_ID: spa.appId };

    const pre = await runHook('preprovision', ids);
    expect(pre.code, pre.output).toBe(0);
    expect(pre.output).toContain('WARNING: Microsoft Graph refused PATCH');
    expect(pre.output).toContain('Going on with the registrations');
    const post = await runHook('postprovision', { ...ids, WEB_HOSTNAME: 'polite-sea.azurestaticapps.net' });
    expect(post.code, post.output).toBe(0);
    expect(post.output).toContain('add: https://polite-sea.azurestaticapps.net/microsoft-login-success');
    expect(graph.applications.get(api.id)).toEqual(api);
    expect(await envValues()).toEqual({});
  });

  it('waits for Entra ID to replicate a registration it has just created before writing to it', async () => {
    const lagging = await startGraphStandIn({ unreplicatedWrites: 1 });
    const standIn = graph;
    graph = lagging;
    try {
      const run = await runHook('preprovision');
      expect(run.code, run.output).toBe(0);
      const patches = lagging.writes.filter((write) => /^\/v1\.0\/applications\/[0-9a-f-]+$/.test(write.path));
      // The first write to each new registration met 404 and was sent again.
      expect(patches.filter((write, i) => patches[i - 1]?.path === write.path)).toHaveLength(2);
      const values = await envValues();
      const api = [...lagging.applications.values()].find((app) => app.appId === values.ENTRA_API_CLIENT_ID);
      expect(api?.identifierUris).toEqual([`api://${values.ENTRA_API_CLIENT_ID}`]);
      expect([...lagging.servicePrincipals.keys()]).toHaveLength(2);
    } finally {
      graph = standIn;
      await lagging.close();
    }
  });

  it('ENTRA_APP_REGISTRATION=manual leaves Entra ID alone, and wants both ids', async () => {
    const manual = { ENTRA_APP_REGISTRATION: 'manual' };
    const missing = await runHook('preprovision', manual);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('ENTRA_API_CLIENT_ID and ENTRA_SPA_CLIENT_ID are not both set');
    const ids = { ENTRA_API_CLIENT_ID: crypto.randomUUID(), ENTRA_SPA_CLIENT_ID: crypto.randomUUID() };
    expect((await runHook('preprovision', { ...manual, ...ids })).code).toBe(0);
    const post = await runHook('postprovision', { ...manual, ...ids, WEB_HOSTNAME: 'polite-sea.azurestaticapps.net' });
    expect(post.code).toBe(0);
    expect(post.output).toContain('add: https://polite-sea.azurestaticapps.net/microsoft-login-success');
    expect(graph.writes).toEqual([]);
  });
});

describe("the Graph address: the account's token goes to Graph or to a stand-in on this machine", () => {
  it('takes Graph, or localhost, and refuses any other host', () => {
    expect(graphBaseUrl(undefined)).toBe('https://graph.microsoft.com');
    expect(graphBaseUrl('http://127.0.0.1:4567')).toBe('http://127.0.0.1:4567');
    expect(graphBaseUrl('http://localhost:4567')).toBe('http://localhost:4567');
    expect(() => graphBaseUrl('https://coletor.example')).toThrow(/PORTAL_GRAPH_URL must be a stand-in/);
  });
});

describe('Graph stand-in refuses what Graph refuses', () => {
  let graph: GraphStandIn;
  const client = () => graphClient(graph.url, token);
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined).catch((error: unknown) => error);
  const create = (uniqueName: string, body: object = {}) =>
    client().write<Application>(
      'PATCH',
      `/applications(uniqueName='${uniqueName}')`,
      { displayName: uniqueName, ...body },
      {
        prefer: 'create-if-missing',
      },
    );

  beforeAll(async () => {
    graph = await startGraphStandIn();
  });
  afterAll(async () => {
    await graph?.close();
  });

  it('an identifier URI another app of the tenant holds', async () => {
    await create('um', { identifierUris: ['api://portal-do-franqueado'] });
    expect(await refusal(create('dois', { identifierUris: ['api://portal-do-franqueado'] }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('Another object with the same value for property identifierUris'),
    });
  });

  it('properties Graph does not have, and read-only ones', async () => {
    expect(await refusal(create('tres', { redirectUris: ['https://x.example'] }))).toMatchObject({ status: 400 });
    expect(await refusal(create('quatro', { api: { scopes: [] } }))).toMatchObject({ status: 400 });
    expect(await refusal(create('cinco', { appId: crypto.randomUUID() }))).toMatchObject({ status: 400 });
  });

  it('a scope or an app role referenced by an id the app does not define', async () => {
    const api = await create('api-ref');
    expect(
      await refusal(
        client().write('PATCH', `/applications/${api?.id}`, {
          api: {
            preAuthorizedApplications: [{ appId: crypto.randomUUID(), delegatedPermissionIds: [crypto.randomUUID()] }],
          },
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await refusal(
        create('spa-ref', {
          requiredResourceAccess: [
            { resourceAppId: api?.appId, resourceAccess: [{ id: crypto.randomUUID(), type: 'Role' }] },
          ],
        }),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('a change to an enabled app role', async () => {
    const role = { id: crypto.randomUUID(), value: 'Portal.Master', allowedMemberTypes: ['User'], isEnabled: true };
    const app = await create('papel', { appRoles: [role] });
    expect(
      await refusal(client().write('PATCH', `/applications/${app?.id}`, { appRoles: [{ ...role, value: 'Outro' }] })),
    ).toMatchObject({ status: 400, code: 'CannotDeleteOrUpdateEnabledEntitlement' });
    expect(await refusal(client().write('PATCH', `/applications/${app?.id}`, { appRoles: [] }))).toMatchObject({
      code: 'CannotDeleteOrUpdateEnabledEntitlement',
    });
  });

  it('every write, with 403, for an account without the role', async () => {
    graph.refuseWrites = true;
    expect(await refusal(create('sem-papel'))).toMatchObject({ status: 403, code: 'Authorization_RequestDenied' });
    graph.refuseWrites = false;
  });
});
