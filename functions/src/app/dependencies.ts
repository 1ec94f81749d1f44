import type { Dependencia } from '@portal/shared';
import type { Config } from '../config.ts';
import { type BlobStore, createBlobServiceClient, createBlobStore } from '../data/blobStore.ts';
import { type CosmosStore, createCosmosClient, ensureCosmosSchema, openCosmosStore } from '../data/cosmos.ts';
import { createEmailClient, createEmailSender, type EmailSender } from '../data/emailSender.ts';
import { createProductsRepository, type ProductsRepository } from '../data/productsRepository.ts';
import { type CatalogService, createCatalogService } from '../services/catalogService.ts';
import type { Probe } from '../services/healthService.ts';
import { callDependency } from './errors.ts';

/** Everything the handlers need, built once per process. */
export interface Dependencies {
  config: Config;
  cosmos: CosmosStore;
  blobs: BlobStore;
  email: EmailSender;
  products: ProductsRepository;
  catalog: CatalogService;
  probes: Record<Dependencia, Probe>;
}

export function createDependencies(config: Config): Dependencies {
  const cosmos = openCosmosStore(createCosmosClient(config), config.COSMOS_DATABASE);
  const blobs = createBlobStore(createBlobServiceClient(config));
  const email = createEmailSender(createEmailClient(config), config);
  const products = createProductsRepository(cosmos.containers.produtos);
  return {
    config,
    cosmos,
    blobs,
    email,
    products,
    catalog: createCatalogService(products, blobs),
    probes: {
      cosmos: async () => {
        await callDependency('cosmos', () => cosmos.database.read());
      },
      blob: () => blobs.ping(),
      email: async () => {
        const { endpoint, sender } = email.describe();
        if (!endpoint || !sender) throw new Error('e-mail not configured');
      },
    },
  };
}

/**
 * Creates what is missing in the local stand-ins. In Azure the resources come from Bicep: with
 * local auth disabled, the data-plane identity may not create databases or containers.
 */
export async function prepareLocalResources(deps: Dependencies): Promise<void> {
  if (deps.config.PORTAL_MODE !== 'local') return;
  await callDependency('cosmos', () => ensureCosmosSchema(deps.cosmos));
  await deps.blobs.ensureContainers();
}
