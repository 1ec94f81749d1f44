/**
 * The deployment self-check: azd's `postdeploy` hook (azure.yaml), so it runs after every `azd deploy` and `azd up`,
 * in the Deploy workflow as on a workstation. azd hands hooks the azd environment's values: WEB_URL, API_ACCESS and
 * PORTAL_API_URL (infra/main.bicep's outputs). The shipped headers and index.html are read from the web artifact
 * azd has just deployed (web/dist). Exits non-zero, naming each failure and its runbook section, when the deployed
 * portal does not work as a browser would use it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSwaConfig } from '../stack/swaConfig.ts';
import { web } from './artifacts.ts';
import { type ApiAccess, describeFailure, selfCheck } from './deploymentChecks.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the self-check as azd's postdeploy hook, or set it.`);
  return value;
}

const access = process.env.API_ACCESS || process.env.AZURE_API_ACCESS || 'linked';
if (access !== 'linked' && access !== 'direct') throw new Error(`API_ACCESS must be linked or direct, not ${access}`);
const apiAccess: ApiAccess = access;
const portal = {
  webUrl: required('WEB_URL'),
  apiAccess,
  apiUrl: apiAccess === 'direct' ? required('PORTAL_API_URL') : '',
  shippedHeaders: readSwaConfig(join(web.dist, 'staticwebapp.config.json')).globalHeaders,
  shippedIndex: readFileSync(join(web.dist, 'index.html'), 'utf8'),
};

console.log(`Self-check of ${portal.webUrl} (${apiAccess} API${portal.apiUrl ? ` at ${portal.apiUrl}` : ''})`);
// A fresh deployment takes a moment: up to 6 passes, 20 s apart.
const failures = await selfCheck(portal, { attempts: 6, waitMs: 20_000, log: (line) => console.log(line) });
if (failures.length === 0) {
  console.log(
    'Self-check passed: deep link, headers, health, public configuration' +
      (apiAccess === 'direct' ? ', CORS preflight.' : '.'),
  );
} else {
  for (const failure of failures) console.error(`\n✗ ${describeFailure(failure)}`);
  process.exitCode = 1;
}
