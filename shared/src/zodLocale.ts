// Only the Brazilian Portuguese locale: `z.locales` would pull every language into the browser bundle.
import { ptBR } from 'zod/locales';
import * as z from 'zod/mini';

const { localeError } = ptBR();

/** The field as the client sent it ('dados_pessoais.cpf'), or null for the value as a whole. */
const campo = (path: readonly PropertyKey[] | undefined) => (path?.length ? path.map(String).join('.') : null);

// Default validation messages in Brazilian Portuguese, on the server and in the browser alike — without
// JavaScript's names for what arrived: the locale says 'recebeu um valor "undefined"' for a missing field
// and '"NaN"' for a number that did not parse (a path segment such as /logo/abc), which no client should read.
// jitless: zod would otherwise probe `new Function`, which the strict CSP (no 'unsafe-eval') reports.
z.config({
  localeError: (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || Number.isNaN(issue.input))) {
      const nome = campo(issue.path);
      if (issue.input === undefined) return nome ? `O campo ${nome} é obrigatório.` : 'Requisição inválida.';
      return nome ? `O campo ${nome} deve ser um número.` : 'Informe um número.';
    }
    return localeError(issue);
  },
  jitless: true,
});
