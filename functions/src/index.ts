/**
 * Azure Functions entry point: parse config once, register the app (app/registerFunctions.ts); each route builds its
 * handler and its domain's services at its first request.
 */
// zod's pt-BR messages and settings, before any schema is built. The package index imports them too, but the
// bundler skips that import: the API binds to the modules the index re-exports, never to the index itself.
import '@portal/shared/zodLocale';
import { app } from '@azure/functions';
import { registerFunctions } from './app/registerFunctions.ts';
import { systemClock } from './composition/platform.ts';
import { loadConfig } from './config.ts';

// HTTP streams: downloads are streamed instead of buffered, and the request's query comes from its URL
// (repeated keys kept; the RPC path joins them with commas).
app.setup({ enableHttpStream: true });
// Settings are checked here: a wrong one stops the app as it starts. What they configure — the Cosmos DB client, the
// services and their schemas — is in the route modules' chunks, imported at a route's first request (decision 83).
registerFunctions(app, { config: loadConfig(), clock: systemClock });
