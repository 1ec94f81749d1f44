import type { JSONValue } from '@azure/cosmos';
import { fimDoDia, inicioDoDia } from '@portal/shared';
import type { Consulta } from './cosmosItems.ts';

/**
 * A list's filters as one query's WHERE: each condition added with its parameter, the whole São Paulo
 * days of a period on `c.created_at`. Shared by the order, ticket and log lists.
 */
export function filtrosConsulta() {
  const condicoes: string[] = [];
  const parameters: NonNullable<Consulta['parameters']> = [];

  const construtor = {
    /** One condition over `c` that uses the parameter `name`. */
    filtro(condicao: string, name: string, value: JSONValue) {
      condicoes.push(condicao);
      parameters.push({ name, value });
      return construtor;
    },
    /** `campo` equal to the one value, or IN the values (none: no condition). */
    umDe(campo: string, name: string, valores: readonly string[]) {
      if (valores.length === 1) return construtor.filtro(`${campo} = ${name}`, name, valores[0] ?? '');
      if (valores.length > 1) {
        const nomes = valores.map((valor, indice) => {
          parameters.push({ name: `${name}${indice}`, value: valor });
          return `${name}${indice}`;
        });
        condicoes.push(`${campo} IN (${nomes.join(', ')})`);
      }
      return construtor;
    },
    /** Created within whole days in Brasília, both inclusive ('yyyy-mm-dd'). */
    periodo(de: string | undefined, ate: string | undefined) {
      if (de) construtor.filtro('c.created_at >= @de', '@de', inicioDoDia(de));
      if (ate) construtor.filtro('c.created_at <= @ate', '@ate', fimDoDia(ate));
      return construtor;
    },
    consulta(resto: Omit<Consulta, 'where' | 'parameters'>): Consulta {
      return { where: condicoes.join(' AND ') || undefined, parameters, ...resto };
    },
  };
  return construtor;
}
