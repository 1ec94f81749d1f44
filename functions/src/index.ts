/**
 * Azure Functions entry point: parse config once, register the app (app/registerFunctions.ts); the clients and services
 * are built by the first request that needs them.
 */
// zod's pt-BR messages and settings, before any schema is built. The package index imports them too, but the
// bundler skips that import: the API binds to the modules the index re-exports, never to the index itself.
import '@portal/shared/zodLocale';
import { app } from '@azure/functions';
import { registerFunctions } from './app/registerFunctions.ts';
import { loadConfig } from './config.ts';

// HTTP streams: downloads are streamed instead of buffered, and the request's query comes from its URL
// (repeated keys kept; the RPC path joins them with commas).
app.setup({ enableHttpStream: true });
// Settings are checked here: a wrong one stops the app as it starts. What they configure — the Cosmos DB client, the
// services and their schemas — is a chunk imported at the first request or timer (decision 83).
const config = loadConfig();
registerFunctions(app, {
  config,
  carregar: async () => (await import('./app/dependencies.ts')).createDependencies(config),
});
