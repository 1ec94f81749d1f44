/** `npm run reset`: wipes local data so the next `npm start` seeds afresh. */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './stack/launch.ts';

const dataDir = join(repoRoot, '.data');
await rm(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start seeds fresh demo data.`);
