import * as z from 'zod';
// Only the Brazilian Portuguese locale: `z.locales` would pull every language into the browser bundle.
import { ptBR } from 'zod/locales';

// Default validation messages in Brazilian Portuguese, on the server and in the browser alike.
// jitless: zod would otherwise probe `new Function`, which the strict CSP (no 'unsafe-eval') reports.
z.config({ ...ptBR(), jitless: true });
