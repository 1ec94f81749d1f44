import type { CosmosClientOptions } from '@azure/cosmos';
import { onDemand } from '@portal/shared';

/** `@azure/core-auth`'s TokenCredential, which every Azure client takes. */
type TokenCredential = NonNullable<CosmosClientOptions['aadCredentials']>;

/**
 * The managed identity's credential for the Azure clients (Cosmos DB, Storage, Communication Services), one per
 * process. `@azure/identity` (MSAL with it, about 600 KB) is imported when the first token is asked for rather
 * than when the instance starts, and never in local mode, where keys are used.
 */
const credential = onDemand(async () => new (await import('@azure/identity')).DefaultAzureCredential());

export const azureCredential: TokenCredential = {
  async getToken(scopes, options) {
    return (await credential()).getToken(scopes, options);
  },
};
