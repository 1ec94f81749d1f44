import { Agent } from 'node:https';
import { type Container, CosmosClient, type Database } from '@azure/cosmos';
import { DefaultAzureCredential } from '@azure/identity';
import type { Config } from '../config.ts';

/**
 * Containers and their partition keys. Franchisee-facing data is partitioned by user so their reads
 * stay in one partition; the order's e-mail outbox and idempotency records live in the order's
 * partition so they can be written in one transactional batch.
 */
export const containerDefinitions = {
  usuarios: '/id',
  produtos: '/id',
  carrinhos: '/userId',
  pedidos: '/userId',
  chamados: '/userId',
  logs: '/id',
  outbox: '/userId',
  codigos: '/userId',
} as const;

export type ContainerName = keyof typeof containerDefinitions;
export type Containers = Record<ContainerName, Container>;

export interface CosmosStore {
  client: CosmosClient;
  database: Database;
  containers: Containers;
}

export function createCosmosClient(config: Config): CosmosClient {
  const connectionPolicy = {
    // Fail fast so a dead database answers 503 instead of hanging the request.
    requestTimeout: 5_000,
    enableEndpointDiscovery: config.PORTAL_MODE === 'azure',
    retryOptions: { maxRetryAttemptCount: 3, fixedRetryIntervalInMilliseconds: 200, maxWaitTimeInSeconds: 5 },
  };
  if (config.PORTAL_MODE === 'local') {
    return new CosmosClient({
      endpoint: config.COSMOS_ENDPOINT,
      key: config.COSMOS_KEY,
      connectionPolicy,
      // The local stand-in serves HTTPS with a self-signed certificate.
      agent: new Agent({ rejectUnauthorized: false, keepAlive: true }),
    });
  }
  return new CosmosClient({
    endpoint: config.COSMOS_ENDPOINT,
    aadCredentials: new DefaultAzureCredential(),
    connectionPolicy,
  });
}

export function openCosmosStore(client: CosmosClient, databaseId: string): CosmosStore {
  const database = client.database(databaseId);
  const containers = Object.fromEntries(
    Object.keys(containerDefinitions).map((name) => [name, database.container(name)]),
  ) as Containers;
  return { client, database, containers };
}

/** Creates the database and every container when missing; safe to run at every start. */
export async function ensureCosmosSchema(store: CosmosStore): Promise<void> {
  await store.client.databases.createIfNotExists({ id: store.database.id });
  for (const [id, path] of Object.entries(containerDefinitions)) {
    await store.database.containers.createIfNotExists({ id, partitionKey: { paths: [path] } });
  }
}
