import type { Dependencia } from '@portal/shared';
import type { Clients } from '../composition/clients.ts';
import { callDependency } from '../errors.ts';
import type { Probe } from '../services/healthService.ts';

/** What GET /api/health asks of each dependency: a read Cosmos DB answers, the blob account's ping, e-mail set up. */
export function createProbes({ cosmos, blobs, email }: Clients): Record<Dependencia, Probe> {
  return {
    cosmos: async () => {
      await callDependency('cosmos', () => cosmos.database.read());
    },
    blob: () => blobs.ping(),
    email: async () => {
      const { endpoint, sender } = email.describe();
      if (!endpoint || !sender) throw new Error('e-mail not configured');
    },
  };
}
