import { getHealth } from '../routes/health.ts';
import { getProdutoImagem, listProdutos } from '../routes/produtos.ts';
import type { RouteDefinition, TimerDefinition } from './routeTypes.ts';

/** Every HTTP route of the API. Both the Functions entry point and the local host serve this table. */
export const routes: RouteDefinition[] = [
  { name: 'health', methods: ['GET'], route: 'health', handler: getHealth },
  { name: 'produtos-listar', methods: ['GET'], route: 'produtos', handler: listProdutos },
  {
    name: 'produtos-imagem',
    methods: ['GET'],
    route: 'produtos/{id}/imagem/{variante}',
    handler: getProdutoImagem,
  },
];

/** Timer-triggered functions (the local host runs them on the same schedules). */
export const timers: TimerDefinition[] = [];
