import { buffer } from 'node:stream/consumers';
import { DefaultAzureCredential } from '@azure/identity';
import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import { callDependency } from '../app/errors.ts';
import type { Config } from '../config.ts';

/** Private blob containers; every download goes through the API. */
export const blobContainers = {
  produtos: 'produtos',
  pedidos: 'pedidos',
  chamados: 'chamados',
  uploads: 'uploads',
} as const;
export type BlobContainerName = keyof typeof blobContainers;

export interface StoredBlob {
  content: Buffer;
  contentType: string;
  etag: string;
}

export interface BlobStore {
  ensureContainers(): Promise<void>;
  put(container: BlobContainerName, name: string, content: Buffer, contentType: string): Promise<void>;
  /** The blob, or null when it does not exist. */
  get(container: BlobContainerName, name: string): Promise<StoredBlob | null>;
  remove(container: BlobContainerName, name: string): Promise<void>;
  ping(): Promise<void>;
}

export function createBlobServiceClient(config: Config): BlobServiceClient {
  const retryOptions = { maxTries: 2, tryTimeoutInMs: 5_000 };
  if (config.PORTAL_MODE === 'local') {
    return BlobServiceClient.fromConnectionString(config.STORAGE_CONNECTION_STRING, { retryOptions });
  }
  return new BlobServiceClient(config.STORAGE_BLOB_URL, new DefaultAzureCredential(), { retryOptions });
}

export function createBlobStore(service: BlobServiceClient): BlobStore {
  const container = (name: BlobContainerName): ContainerClient => service.getContainerClient(blobContainers[name]);
  const call = <T>(op: () => Promise<T>) => callDependency('blob', op);

  return {
    async ensureContainers() {
      for (const name of Object.keys(blobContainers) as BlobContainerName[]) {
        await call(() => container(name).createIfNotExists());
      }
    },
    async put(containerName, name, content, contentType) {
      await call(() =>
        container(containerName)
          .getBlockBlobClient(name)
          .uploadData(content, { blobHTTPHeaders: { blobContentType: contentType } }),
      );
    },
    async get(containerName, name) {
      return call(async () => {
        try {
          const response = await container(containerName).getBlobClient(name).download();
          const body = response.readableStreamBody;
          return {
            content: body ? await buffer(body) : Buffer.alloc(0),
            contentType: response.contentType ?? 'application/octet-stream',
            etag: response.etag ?? '',
          };
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 404) return null;
          throw error;
        }
      });
    },
    async remove(containerName, name) {
      await call(() => container(containerName).getBlobClient(name).deleteIfExists());
    },
    async ping() {
      await call(() => container('produtos').getProperties());
    },
  };
}
