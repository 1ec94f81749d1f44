import { buffer } from 'node:stream/consumers';
import type { BlobServiceClient, ContainerClient } from '@azure/storage-blob';
import { onDemand } from '@portal/shared';
import type { Config } from '../config.ts';
import { callDependency } from '../errors.ts';
import { azureCredential } from './azureCredential.ts';

/** The storage SDK (about 900 KB) is imported on the first blob call rather than when the instance starts (decision 77). */
const sdk = () => import('@azure/storage-blob');

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

/** A blob opened for download: its bytes are read as they are sent. */
export interface OpenedBlob {
  stream: NodeJS.ReadableStream;
  contentType: string;
  contentLength: number;
  etag: string;
}

export interface BlobListing {
  name: string;
  size: number;
  /** When the blob was created (its last change where storage does not say). */
  criadoEm: Date;
  /** When it was last written. */
  alteradoEm: Date;
}

export interface BlobStore {
  ensureContainers(): Promise<void>;
  /** Lets the SPA's origin PUT to upload URLs (local Azurite; Bicep sets CORS in Azure). */
  allowBrowserUploads(origin: string): Promise<void>;
  /** A short-lived URL that can only create this one blob. */
  createUploadUrl(container: BlobContainerName, name: string, expiresOn: Date): Promise<string>;
  list(container: BlobContainerName, prefix: string): Promise<BlobListing[]>;
  put(container: BlobContainerName, name: string, content: Buffer, contentType: string): Promise<void>;
  /** The blob, or null when it does not exist. */
  get(container: BlobContainerName, name: string): Promise<StoredBlob | null>;
  /**
   * The blob as a stream, null when it does not exist, or 'not-modified' when its ETag is `ifNoneMatch`
   * (then nothing is downloaded).
   */
  open(
    container: BlobContainerName,
    name: string,
    ifNoneMatch?: string | null,
  ): Promise<OpenedBlob | 'not-modified' | null>;
  remove(container: BlobContainerName, name: string): Promise<void>;
  ping(): Promise<void>;
}

export async function createBlobServiceClient(config: Config): Promise<BlobServiceClient> {
  const { BlobServiceClient } = await sdk();
  const retryOptions = { maxTries: 2, tryTimeoutInMs: 5_000 };
  if (config.PORTAL_MODE === 'local') {
    return BlobServiceClient.fromConnectionString(config.STORAGE_CONNECTION_STRING, { retryOptions });
  }
  return new BlobServiceClient(config.STORAGE_BLOB_URL, azureCredential, { retryOptions });
}

export function createBlobStore(openService: () => Promise<BlobServiceClient>): BlobStore {
  const serviceClient = onDemand(openService);
  const container = async (name: BlobContainerName): Promise<ContainerClient> =>
    (await serviceClient()).getContainerClient(blobContainers[name]);
  const call = <T>(op: () => Promise<T>) => callDependency('blob', op);

  return {
    async ensureContainers() {
      for (const name of Object.keys(blobContainers) as BlobContainerName[]) {
        await call(async () => (await container(name)).createIfNotExists());
      }
    },
    async allowBrowserUploads(origin) {
      await call(async () =>
        (await serviceClient()).setProperties({
          cors: [
            {
              allowedOrigins: origin,
              allowedMethods: 'PUT,OPTIONS',
              allowedHeaders: 'content-type,x-ms-blob-type,x-ms-version,x-ms-client-request-id',
              exposedHeaders: 'etag,x-ms-request-id',
              maxAgeInSeconds: 600,
            },
          ],
        }),
      );
    },
    async createUploadUrl(containerName, name, expiresOn) {
      const { BlobSASPermissions, SASProtocol, StorageSharedKeyCredential, generateBlobSASQueryParameters } =
        await sdk();
      const service = await call(serviceClient);
      const blob = (await container(containerName)).getBlockBlobClient(name);
      const permissions = BlobSASPermissions.parse('c');
      if (service.credential instanceof StorageSharedKeyCredential) {
        // Signing with the shared key asks storage nothing, where Azure's user delegation key below does: the
        // container is asked for instead, so an unreachable storage refuses the URL (unavailable) here as there.
        await call(async () => (await container(containerName)).getProperties());
        return blob.generateSasUrl({ permissions, expiresOn });
      }
      // Shared keys are off in Azure: sign with a user delegation key of the managed identity.
      const startsOn = new Date(Date.now() - 60_000);
      const key = await call(() => service.getUserDelegationKey(startsOn, expiresOn));
      const sas = generateBlobSASQueryParameters(
        {
          containerName: blobContainers[containerName],
          blobName: name,
          permissions,
          startsOn,
          expiresOn,
          protocol: SASProtocol.Https,
        },
        key,
        service.accountName,
      );
      return `${blob.url}?${sas.toString()}`;
    },
    async list(containerName, prefix) {
      return call(async () => {
        const found: BlobListing[] = [];
        for await (const blob of (await container(containerName)).listBlobsFlat({ prefix })) {
          found.push({
            name: blob.name,
            size: blob.properties.contentLength ?? 0,
            criadoEm: blob.properties.createdOn ?? blob.properties.lastModified,
            alteradoEm: blob.properties.lastModified,
          });
        }
        return found;
      });
    },
    async put(containerName, name, content, contentType) {
      await call(async () =>
        (await container(containerName))
          .getBlockBlobClient(name)
          .uploadData(content, { blobHTTPHeaders: { blobContentType: contentType } }),
      );
    },
    async get(containerName, name) {
      return call(async () => {
        try {
          const response = await (await container(containerName)).getBlobClient(name).download();
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
    async open(containerName, name, ifNoneMatch) {
      return call(async () => {
        try {
          const response = await (await container(containerName))
            .getBlobClient(name)
            .download(0, undefined, ifNoneMatch ? { conditions: { ifNoneMatch } } : {});
          if (!response.readableStreamBody) return null;
          return {
            stream: response.readableStreamBody,
            contentType: response.contentType ?? 'application/octet-stream',
            contentLength: response.contentLength ?? 0,
            etag: response.etag ?? '',
          };
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 304) return 'not-modified';
          if (status === 404) return null;
          throw error;
        }
      });
    },
    async remove(containerName, name) {
      await call(async () => (await container(containerName)).getBlobClient(name).deleteIfExists());
    },
    async ping() {
      await call(async () => (await container('produtos')).getProperties());
    },
  };
}
