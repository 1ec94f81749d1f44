import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureWeb } from '../../../scripts/deploy/artifacts.ts';
import { createWebServer } from '../../../scripts/stack/webServer.ts';
import { createDependencies, type Dependencies } from '../../src/app/dependencies.ts';
import { loadConfig } from '../../src/config.ts';
import { authHeaders, createTestUser } from './testUsers.ts';

const apiUrl = inject('apiUrl');
let deps: Dependencies;
let root: string;
let web: Server;
let base: string;

beforeAll(async () => {
  deps = createDependencies(loadConfig(inject('settings')));
  root = await mkdtemp(join(tmpdir(), 'portal-swa-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>spa</title>');
  await copyFile(join(await ensureWeb(), 'staticwebapp.config.json'), join(root, 'staticwebapp.config.json'));
  web = createWebServer({ root, apiUrl: new URL(apiUrl).origin });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterAll(async () => {
  web.close();
  deps.cosmos.client.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('the API behind the local Static Web Apps server', () => {
  it('sees the portal token only in X-Portal-Authorization: Authorization is the platform’s', async () => {
    const user = await createTestUser(deps);
    const { 'x-portal-authorization': portal = '' } = await authHeaders(apiUrl, user.username);
    // The same token opens the API when called directly, so only the proxy can make the difference.
    expect((await fetch(`${apiUrl}/profile`, { headers: { authorization: portal } })).status).toBe(200);

    const viaAuthorization = await fetch(`${base}/api/profile`, { headers: { authorization: portal } });
    expect(viaAuthorization.status).toBe(401);
    expect(await viaAuthorization.json()).toEqual({ message: 'Sessão expirada ou inválida. Faça login novamente.' });

    const viaPortalHeader = await fetch(`${base}/api/profile`, { headers: { 'x-portal-authorization': portal } });
    expect(viaPortalHeader.status).toBe(200);
    expect(profileResponseSchema.parse(await viaPortalHeader.json()).user.id).toBe(user.id);
  });
});
