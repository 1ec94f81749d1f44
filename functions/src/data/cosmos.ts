import { Agent } from 'node:https';
import { type Container, CosmosClient, type Database } from '@azure/cosmos';
import type { Config } from '../config.ts';
import { azureCredential } from './azureCredential.ts';
import type { ContainerDeclaration } from './containerDeclarationSchema.ts';
import declarations from './cosmosContainers.json' with { type: 'json' };

export type ContainerName = keyof typeof declarations;

/**
 * Every container with its partition key and indexing policy, from cosmosContainers.json, which
 * infra/modules/cosmos.bicep also reads (loadJsonContent): one declaration for the local stand-in and
 * Azure. Franchisee-facing data is partitioned by user so their reads stay in one partition; the order's
 * e-mail outbox and idempotency records live in the order's partition so they can be written in one
 * transactional batch. Each policy indexes only the paths the queries filter or sort on (`/*` is
 * excluded, so order contents and e-mail bodies cost no index writes; `id` is always indexed, so it is not
 * declared); `pedidos` adds composite indexes for the order lists' sorts under their filters
 * (docs/decisions.md).
 */
// Checked against containerDeclarationSchema by a unit test (containerDeclarations.test.ts) rather than on every
// instance start (decision 77).
export const containerDeclarations = declarations as Record<ContainerName, ContainerDeclaration>;

/** Container → partition key path. */
export const containerDefinitions = Object.fromEntries(
  Object.entries(containerDeclarations).map(([name, { partitionKey }]) => [name, partitionKey]),
) as Record<ContainerName, string>;

export type Containers = Record<ContainerName, Container>;

export interface CosmosStore {
  client: CosmosClient;
  database: Database;
  containers: Containers;
}

export function createCosmosClient(config: Config): CosmosClient {
  const connectionPolicy = {
    // Fail fast so a dead database is reported unavailable instead of hanging the request.
    requestTimeout: 5_000,
    enableEndpointDiscovery: config.PORTAL_MODE === 'azure',
    retryOptions: { maxRetryAttemptCount: 3, fixedRetryIntervalInMilliseconds: 200, maxWaitTimeInSeconds: 5 },
  };
  if (config.PORTAL_MODE === 'local') {
    return new CosmosClient({
      endpoint: config.COSMOS_ENDPOINT,
      key: config.COSMOS_KEY,
      connectionPolicy,
      // The local stand-in serves HTTPS with a self-signed certificate. Idle connections are closed after a minute,
      // before the stand-in would close them (scripts/stack/cosmosServer.ts).
      agent: new Agent({ rejectUnauthorized: false, keepAlive: true, timeout: 60_000 }),
    });
  }
  return new CosmosClient({
    endpoint: config.COSMOS_ENDPOINT,
    aadCredentials: azureCredential,
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

/**
 * Creates the database and every container, with its declared partition key and indexing policy, when
 * missing; safe to run at every start. An existing container is left as it is: the stand-in drops a
 * container's documents when its definition is replaced.
 */
export async function ensureCosmosSchema(store: CosmosStore): Promise<void> {
  await store.client.databases.createIfNotExists({ id: store.database.id });
  for (const [id, { partitionKey, indexingPolicy, defaultTtl }] of Object.entries(containerDeclarations)) {
    await store.database.containers.createIfNotExists({
      id,
      partitionKey: { paths: [partitionKey] },
      indexingPolicy,
      ...(defaultTtl ? { defaultTtl } : {}),
    });
  }
}
