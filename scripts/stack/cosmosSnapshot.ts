import { readFile, rename, writeFile } from 'node:fs/promises';
import { Agent } from 'node:https';
import { CosmosClient, type IndexingPolicy, type PartitionKeyDefinition } from '@azure/cosmos';
import { type ContainerName, containerDeclarations } from '../../functions/src/data/cosmos.ts';

/** The well-known key of the Cosmos DB emulator; the local stand-in accepts any key. */
export const localCosmosKey =
  'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==';

export function localCosmosClient(endpoint: string): CosmosClient {
  return new CosmosClient({
    endpoint,
    key: localCosmosKey,
    connectionPolicy: { enableEndpointDiscovery: false },
    agent: new Agent({ rejectUnauthorized: false }),
  });
}

interface Snapshot {
  databases: {
    id: string;
    containers: {
      id: string;
      partitionKey: PartitionKeyDefinition | undefined;
      /** Absent in snapshots written before containers had one. */
      indexingPolicy?: IndexingPolicy;
      items: Record<string, unknown>[];
    }[];
  }[];
}

const systemProperties = ['_rid', '_self', '_etag', '_attachments', '_ts'];

/** Reads every database, container and item of the stand-in. */
export async function exportSnapshot(client: CosmosClient): Promise<Snapshot> {
  const { resources: databases } = await client.databases.readAll().fetchAll();
  const snapshot: Snapshot = { databases: [] };
  for (const { id } of databases) {
    const database = client.database(id);
    const { resources: containers } = await database.containers.readAll().fetchAll();
    const entry: Snapshot['databases'][number] = { id, containers: [] };
    for (const container of containers) {
      const { resources } = await database.container(container.id).items.readAll().fetchAll();
      const items = resources.map((item) => {
        const copy: Record<string, unknown> = { ...item };
        for (const property of systemProperties) delete copy[property];
        return copy;
      });
      entry.containers.push({
        id: container.id,
        partitionKey: container.partitionKey,
        indexingPolicy: container.indexingPolicy,
        items,
      });
    }
    snapshot.databases.push(entry);
  }
  return snapshot;
}

export async function importSnapshot(client: CosmosClient, snapshot: Snapshot): Promise<number> {
  let count = 0;
  for (const database of snapshot.databases) {
    const { database: db } = await client.databases.createIfNotExists({ id: database.id });
    for (const container of database.containers) {
      const { container: target } = await db.containers.createIfNotExists({
        id: container.id,
        partitionKey: container.partitionKey,
        // A snapshot from before containers had policies restores with the declared one.
        indexingPolicy:
          container.indexingPolicy ?? containerDeclarations[container.id as ContainerName]?.indexingPolicy,
      });
      for (const item of container.items) {
        await target.items.upsert(item);
        count++;
      }
    }
  }
  return count;
}

export async function saveSnapshot(client: CosmosClient, file: string): Promise<void> {
  const snapshot = await exportSnapshot(client);
  // Write then rename, so a crash mid-write never leaves a truncated snapshot.
  await writeFile(`${file}.tmp`, JSON.stringify(snapshot));
  await rename(`${file}.tmp`, file);
}

export async function loadSnapshot(client: CosmosClient, file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  return importSnapshot(client, JSON.parse(text) as Snapshot);
}
