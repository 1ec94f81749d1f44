import type { JSONValue, SqlQuerySpec } from '@azure/cosmos';

/** A query over `c`: the parts after SELECT, so the typed slice can add its own document-type filter. */
export interface Consulta {
  /** SQL condition over `c`, with @parameters. */
  where?: string;
  parameters?: { name: string; value: JSONValue }[];
  /** e.g. `c.created_at DESC`. */
  orderBy?: string;
  top?: number;
  /** Keeps the query in one partition (franchisee-facing reads). */
  partitionKey?: string;
}

/** A field a projection reads: a top-level field by name, or an SQL expression over `c` under a name of its own. */
export type CampoProjetado = string | { readonly nome: string; readonly expressao: string };

/** A projection's SELECT list: each top-level field by name, each computed one under its name. */
export const selectList = (campos: readonly CampoProjetado[]) =>
  campos.map((campo) => (typeof campo === 'string' ? `c.${campo}` : `${campo.expressao} AS ${campo.nome}`)).join(', ');

/**
 * The SQL of the queries of one typed slice (cosmosItems.ts): a query scoped to one partition also filters on it (the
 * local Cosmos stand-in ignores the scope), and a slice of one document type (`tipo`) filters on that.
 */
export function createQueryBuilder(
  containerId: string,
  partitionKeyPath: string | undefined,
  tipo: string | undefined,
) {
  return (consulta: Consulta, select: string): SqlQuerySpec => {
    if (consulta.partitionKey !== undefined && !partitionKeyPath) {
      throw new Error(`partition key path of ${containerId} unknown`);
    }
    const conditions = [
      ...(consulta.partitionKey === undefined
        ? []
        : [`c${(partitionKeyPath ?? '').replaceAll('/', '.')} = @__particao`]),
      ...(tipo === undefined ? [] : ['c.tipo = @__tipo']),
      ...(consulta.where ? [`(${consulta.where})`] : []),
    ];
    const top = consulta.top === undefined ? '' : `TOP ${Math.max(1, Math.trunc(consulta.top))} `;
    return {
      query: [
        `SELECT ${top}${select} FROM c`,
        conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
        consulta.orderBy ? `ORDER BY ${consulta.orderBy}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      parameters: [
        ...(consulta.parameters ?? []),
        ...(tipo === undefined ? [] : [{ name: '@__tipo', value: tipo }]),
        ...(consulta.partitionKey === undefined ? [] : [{ name: '@__particao', value: consulta.partitionKey }]),
      ],
    };
  };
}
