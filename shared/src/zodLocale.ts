import { z } from 'zod';

// Default validation messages in Brazilian Portuguese, on the server and in the browser alike.
z.config(z.locales.ptBR());
