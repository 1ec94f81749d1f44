import type { JSONValue } from '@azure/cosmos';
import { endOfDay, startOfDay } from '@portal/shared';
import type { Consulta } from './cosmosItems.ts';

/**
 * A list's filters as one query's WHERE: each condition added with its parameter, the whole São Paulo
 * days of a period on `c.created_at`. Shared by the order, ticket and log lists.
 */
export function queryFilters() {
  const conditions: string[] = [];
  const parameters: NonNullable<Consulta['parameters']> = [];

  const builder = {
    /** One condition over `c` that uses the parameter `name`. */
    where(condition: string, name: string, value: JSONValue) {
      conditions.push(condition);
      parameters.push({ name, value });
      return builder;
    },
    /** `field` equal to the one value, or IN the values (none: no condition). */
    oneOf(field: string, name: string, values: readonly string[]) {
      if (values.length === 1) return builder.where(`${field} = ${name}`, name, values[0] ?? '');
      if (values.length > 1) {
        const names = values.map((value, index) => {
          parameters.push({ name: `${name}${index}`, value });
          return `${name}${index}`;
        });
        conditions.push(`${field} IN (${names.join(', ')})`);
      }
      return builder;
    },
    /** Created within whole days in Brasília, both inclusive ('yyyy-mm-dd'). */
    period(de: string | undefined, ate: string | undefined) {
      if (de) builder.where('c.created_at >= @de', '@de', startOfDay(de));
      if (ate) builder.where('c.created_at <= @ate', '@ate', endOfDay(ate));
      return builder;
    },
    build(rest: Omit<Consulta, 'where' | 'parameters'>): Consulta {
      return { where: conditions.join(' AND ') || undefined, parameters, ...rest };
    },
  };
  return builder;
}
