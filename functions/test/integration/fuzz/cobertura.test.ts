import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes.ts';
import { alvosConsulta, alvosJson, alvosSemCorpo } from './alvos.ts';
import { alvosMultipart } from './alvosMultipart.ts';

/** The fuzzing covers the route table: a route added without a fuzz target fails here. */
describe('fuzz targets', () => {
  it('cover every route of the table, each with its own method', () => {
    const alvos = [
      ...[...alvosJson, ...alvosSemCorpo].map(({ rota, metodo }) => `${metodo} ${rota}`),
      ...alvosConsulta.map(({ rota }) => `GET ${rota}`),
      ...alvosMultipart.map(({ rota }) => `POST ${rota}`),
    ];
    const tabela = routes.flatMap((route) => route.methods.map((metodo) => `${metodo} ${route.name}`));
    expect([...new Set(alvos)].sort()).toEqual([...new Set(tabela)].sort());
  });
});
