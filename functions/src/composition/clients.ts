import { createBlobServiceClient, createBlobStore } from '../data/blobStore.ts';
import { createCosmosClient, openCosmosStore } from '../data/cosmos.ts';
import { createEmailClient, createEmailSender } from '../data/emailSender.ts';
import { createOutboxStore, createPausaEnvioStore } from '../data/outbox/outboxRepository.ts';
import { createOutbox } from '../services/outbox.ts';
import { perPlatform } from './platform.ts';

/**
 * The SDK clients every domain shares, built at the first request of an instance: Cosmos DB at once, Blob Storage
 * and e-mail at their first call (their SDKs are chunks, decision 77). The outbox comes with them: services put its
 * records in their own batches (a record is built synchronously); the orders' and the tickets' records are the
 * outbox records of their containers.
 */
export const clientsOf = perPlatform(({ config, clock }) => {
  const now = () => clock.now();
  const cosmos = openCosmosStore(createCosmosClient(config), config.COSMOS_DATABASE);
  const { containers } = cosmos;
  const blobs = createBlobStore(() => createBlobServiceClient(config));
  const email = createEmailSender(() => createEmailClient(config), config);
  const outbox = createOutbox(
    {
      pedidos: createOutboxStore(containers.pedidos),
      chamados: createOutboxStore(containers.chamados),
      outbox: createOutboxStore(containers.outbox),
    },
    createPausaEnvioStore(containers.outbox),
    email,
    now,
  );
  return { now, cosmos, blobs, email, outbox, portalUrl: config.PUBLIC_BASE_URL.replace(/\/$/, '') };
});

export type Clients = ReturnType<typeof clientsOf>;
