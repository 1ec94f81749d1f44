import { fileURLToPath } from 'node:url';

/** The repository's root folder (with a trailing separator). */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
