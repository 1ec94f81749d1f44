/**
 * The order lists at scale: with the bench data loaded, each list's first page (the page, the matching
 * count and the stat cards) timed through the portal and, in the same rounds, the very queries the
 * service ran for it timed bare through the SDK — so the report shows what the portal adds.
 */

import { type ListaPedidosResponse, listaPedidosResponseSchema } from '@portal/shared';
import { createDependencies, type Dependencies } from '../../functions/src/app/dependencies.ts';
import { loadConfig } from '../../functions/src/config.ts';
import { createPedidosRepository, type EscopoPedidos } from '../../functions/src/data/pedidos/pedidosRepository.ts';
import { lerConsultaPedidos } from '../../functions/src/routes/pedidosConsulta.ts';
import { createConsultaPedidos } from '../../functions/src/services/pedidos/consultaPedidos.ts';
import { HttpRequest } from '../stack/functionsHost/inProcess.ts';
import { gravarPedidosBench, type PedidosBench } from './pedidosDados.ts';
import { type RecordedQuery, recordingQueries, replayBare } from './recordedQueries.ts';
import { signIn } from './signIn.ts';
import { getting, type Timing, timeTogether } from './timing.ts';

const orderRequests = Number(process.env.BENCH_ORDER_REQUESTS ?? 40);

interface ListBench {
  /** Queries one first page runs (page, matching count, one count per status). */
  queries: number;
  portal: Timing;
  bareSdk: Timing;
  /** Portal p50 over bare SDK p50. */
  overhead: number;
}

interface Scenario {
  url: string;
  token: string;
  escopo: EscopoPedidos;
  /** What a full first page must also show, or the numbers mean nothing. */
  expect: (body: ListaPedidosResponse) => string | null;
}

/** The day of an instant in Brasília ('yyyy-mm-dd'), as the filters take it. */
const diaEmSaoPaulo = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);

async function benchList(deps: Dependencies, { url, token, escopo, expect }: Scenario): Promise<ListBench> {
  const headers = { 'x-portal-authorization': `Bearer ${token}` };
  const { filtros, limite } = lerConsultaPedidos(new HttpRequest({ method: 'GET', url }));
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const body = listaPedidosResponseSchema.parse(await response.json());
  const wrong =
    body.pedidos.length !== limite || body.continuacao === null ? `not a full first page of ${limite}` : expect(body);
  if (wrong) throw new Error(`${url}: ${wrong}`);

  // The queries behind the route: its own query-string parsing and service call, on a recording container.
  const recorded: RecordedQuery[] = [];
  const container = deps.cosmos.containers.pedidos;
  const reading = createConsultaPedidos(createPedidosRepository(recordingQueries(container, recorded)), deps.blobs);
  await reading.list(escopo, filtros, { limite });

  const { portal, bareSdk } = await timeTogether(
    {
      portal: getting(url, headers),
      bareSdk: () => replayBare(container, recorded),
    },
    orderRequests,
    3,
  );
  return {
    queries: recorded.length,
    portal,
    bareSdk,
    overhead: Math.round((portal.p50Ms / bareSdk.p50Ms) * 100) / 100,
  };
}

/** The admin list filtered by status and a year of days, and the 200-order user's own list. */
async function benchOrderLists(deps: Dependencies, api: string, data: PedidosBench) {
  const ate = diaEmSaoPaulo(Date.now());
  const de = diaEmSaoPaulo(Date.now() - 365 * 24 * 60 * 60 * 1000);
  const status = 'Entregue';
  const admin = {
    name: `GET /api/admin/pedidos?status=${status}&de=${de}&ate=${ate} (first page + counts)`,
    bench: await benchList(deps, {
      url: `${api}/admin/pedidos?${new URLSearchParams({ status, de, ate })}`,
      token: await signIn(api, 'admin'),
      escopo: {},
      expect: (body) =>
        body.pedidos.some((pedido) => pedido.status !== status)
          ? `orders other than ${status} listed`
          : body.resumo?.total !== data.orders
            ? `stat cards count ${body.resumo?.total} orders, not ${data.orders}`
            : null,
    }),
  };
  const meus = {
    name: `GET /api/pedidos/meus-pedidos (user with ${data.knownUserOrders} orders, first page + counts)`,
    bench: await benchList(deps, {
      url: `${api}/pedidos/meus-pedidos`,
      token: await signIn(api, data.knownUser.username),
      escopo: { userId: data.knownUser.id },
      expect: (body) =>
        body.resumo?.total !== data.knownUserOrders
          ? `stat cards count ${body.resumo?.total} orders, not ${data.knownUserOrders}`
          : null,
    }),
  };
  return { requests: orderRequests, lists: Object.fromEntries([admin, meus].map(({ name, bench }) => [name, bench])) };
}

/** Loads the bench data into the stack the API at `api` runs on (its `settings`), then times both lists. */
export async function medirListasPedidos(settings: Record<string, string>, api: string) {
  const deps = createDependencies(loadConfig(settings));
  try {
    const written = await gravarPedidosBench(deps, 'franqueado');
    const { knownUser, ...data } = written;
    return { data: { ...data, knownUser: knownUser.username }, ...(await benchOrderLists(deps, api, written)) };
  } finally {
    deps.cosmos.client.dispose();
  }
}
