import * as z from 'zod';
// Only the Brazilian Portuguese locale: `z.locales` would pull every language into the browser bundle.
import { ptBR } from 'zod/locales';

// Default validation messages in Brazilian Portuguese, on the server and in the browser alike.
z.config(ptBR());
