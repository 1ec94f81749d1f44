/** `npm run build`: both services as `azd deploy` packages them (scripts/deploy/artifacts.ts). */
import { relative } from 'node:path';
import { api, apiZip, buildApi, buildWeb, web } from './deploy/artifacts.ts';
import { repoRoot } from './repoRoot.ts';

await buildWeb();
console.log(`web: ${relative(repoRoot, web.dist)}`);
await buildApi();
console.log(`api: ${relative(repoRoot, apiZip)} (${relative(repoRoot, api.dist)} zipped as azd zips it)`);
