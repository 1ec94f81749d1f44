import * as z from 'zod/mini';

/** An empty query value (a cleared filter input) is no filter at all. */
export const opcional = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.transform((valor: unknown) => (typeof valor === 'string' && valor.trim() === '' ? undefined : valor)),
    z.optional(schema),
  );

/** A list's page size from the query string: at most `maximo`, `padrao` when absent. */
export const limiteSchema = (maximo: number, padrao: number) =>
  z.pipe(
    opcional(z.coerce.number().check(z.int(), z.gte(1), z.lte(maximo))),
    z.transform((valor) => valor ?? padrao),
  );

/** The opaque token of the next page, as the API gave it. */
export const continuacaoSchema = opcional(z.string().check(z.maxLength(8192)));

/** Start and end days of a filter: the end may not come before the start. */
export const periodoValido = (filtros: { de?: string; ate?: string }) =>
  !filtros.de || !filtros.ate || filtros.de <= filtros.ate;
