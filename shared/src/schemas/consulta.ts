import * as z from 'zod';

/** An empty query value (a cleared filter input) is no filter at all. */
export const opcional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((valor) => (typeof valor === 'string' && valor.trim() === '' ? undefined : valor), schema.optional());

/** A list's page size from the query string: at most `maximo`, `padrao` when absent. */
export const limiteSchema = (maximo: number, padrao: number) =>
  opcional(z.coerce.number().int().min(1).max(maximo)).transform((valor) => valor ?? padrao);

/** The opaque token of the next page, as the API gave it. */
export const continuacaoSchema = opcional(z.string().max(8192));

/** Start and end days of a filter: the end may not come before the start. */
export const periodoValido = (filtros: { de?: string; ate?: string }) =>
  !filtros.de || !filtros.ate || filtros.de <= filtros.ate;
