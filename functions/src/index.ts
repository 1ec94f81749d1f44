/**
 * Azure Functions entry point: parse config once, build the clients once, register the app
 * (app/registerFunctions.ts).
 */
// zod's pt-BR messages and settings, before any schema is built. The package index imports them too, but the
// bundler skips that import: the API binds to the modules the index re-exports, never to the index itself.
import '@portal/shared/zodLocale';
import { app } from '@azure/functions';
import { createDependencies } from './app/dependencies.ts';
import { registerFunctions } from './app/registerFunctions.ts';
import { loadConfig } from './config.ts';

// HTTP streams: downloads are streamed instead of buffered, and the request's query comes from its URL
// (repeated keys kept; the RPC path joins them with commas).
app.setup({ enableHttpStream: true });
registerFunctions(app, createDependencies(loadConfig()));
