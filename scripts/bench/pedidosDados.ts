/**
 * Bench data for the order lists: 20 000 orders over 300 franchisees, spread over the last two years,
 * written straight into a throw-away local stack. The documents are the API's own (`PedidoDoc`, checked
 * with `pedidoDocSchema` before writing): items priced from the seeded catalogue as checkout prices
 * them, a status reached through a timeline that never runs ahead of now, cancellations with a reason.
 * One known user (the seeded `franqueado`) holds exactly 200 orders.
 */
import { randomUUID } from 'node:crypto';
import type { JSONObject, OperationInput } from '@azure/cosmos';
import type { StatusPedido } from '@portal/shared';
import type { Dependencies } from '../../functions/src/app/dependencies.ts';
import { type PedidoDoc, pedidoDocSchema } from '../../functions/src/data/pedidos/pedidosRepository.ts';
import type { ProdutoDoc } from '../../functions/src/data/produtos/produtosRepository.ts';
import { type UsuarioDoc, usernameKey } from '../../functions/src/data/usuarios/usuariosRepository.ts';
import { linhasDoPedido, precificarItens } from '../../functions/src/services/pedidos/precos.ts';

export interface PlanoPedidosBench {
  orders: number;
  users: number;
  /** How many orders the known user holds. */
  knownUserOrders: number;
  days: number;
}

const benchOrdersPlan: PlanoPedidosBench = { orders: 20_000, users: 300, knownUserOrders: 200, days: 730 };

const hour = 60 * 60 * 1000;
const day = 24 * hour;
/** Order number of the first order, as the API's sequence starts. */
const firstNumber = 1001;
/** Operations per transactional batch (Cosmos DB's limit) and batches in flight. */
const batchSize = 100;
const concurrency = 4;

/** A small seeded generator (mulberry32): the same data every run, so runs compare. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  return { next, int, pick, digits, chance: (probability: number) => next() < probability };
}
type Generator = ReturnType<typeof generator>;

const nomes = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Henrique', 'Isabela', 'João'];
const sobrenomes = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Lima', 'Pereira', 'Costa', 'Almeida', 'Ribeiro'];
const cidades = [
  { cidade: 'São Paulo', estado: 'SP' },
  { cidade: 'Campinas', estado: 'SP' },
  { cidade: 'Rio de Janeiro', estado: 'RJ' },
  { cidade: 'Belo Horizonte', estado: 'MG' },
  { cidade: 'Curitiba', estado: 'PR' },
  { cidade: 'Porto Alegre', estado: 'RS' },
  { cidade: 'Salvador', estado: 'BA' },
  { cidade: 'Recife', estado: 'PE' },
  { cidade: 'Goiânia', estado: 'GO' },
  { cidade: 'Florianópolis', estado: 'SC' },
] as const;
const bairros = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cruz', 'Bela Vista'];
const ruas = ['Rua das Flores', 'Avenida Brasil', 'Rua XV de Novembro', 'Avenida Paulista', 'Rua da Matriz'];
const observacoes = [
  'Entregar em horário comercial.',
  'Separar os itens por loja, por favor.',
  'Urgente para a inauguração da unidade.',
  'Favor avisar antes da entrega.',
];
const motivos = [
  'Pedido duplicado.',
  'Franqueado desistiu da compra.',
  'Pagamento não confirmado.',
  'Endereço de entrega incompleto.',
  'Itens fora de estoque.',
];
/** Who moves orders along, by username. */
const admins = ['admin', 'master'];

/** What one franchisee types at checkout, order after order. */
function perfil(rng: Generator) {
  const { cidade, estado } = rng.pick(cidades);
  const nome = `${rng.pick(nomes)} ${rng.pick(sobrenomes)}`;
  const endereco = (bairro: string) => ({
    estado,
    cidade,
    cep: `${rng.digits(5)}-${rng.digits(3)}`,
    bairro,
    rua: rng.pick(ruas),
    numero: String(rng.int(1, 3000)),
    complemento: rng.chance(0.4) ? `Loja ${rng.int(1, 40)}` : '',
    ponto_referencia: '',
  });
  const entrega = { ...endereco(rng.pick(bairros)), quem_recebera: nome };
  const igual = rng.chance(0.8);
  const { quem_recebera: _, ...faturamentoDaEntrega } = entrega;
  return {
    dados_pessoais: {
      nome_completo: nome,
      cpf: rng.chance(0.5) ? `${rng.digits(3)}.${rng.digits(3)}.${rng.digits(3)}-${rng.digits(2)}` : '',
      nome_empresa: `Franquia ${cidade} ${rng.int(1, 99)}`,
      cnpj: `${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}/0001-${rng.digits(2)}`,
      telefone: `(${rng.digits(2)}) 9${rng.digits(4)}-${rng.digits(4)}`,
    },
    dados_entrega: entrega,
    endereco_entrega_igual_faturamento: igual,
    dados_faturamento: igual ? faturamentoDaEntrega : endereco('Centro'),
  };
}
type Perfil = ReturnType<typeof perfil>;

/** The order's items as checkout prices a cart: one to four products, sizes where the product has them. */
function itensDoPedido(rng: Generator, produtos: ProdutoDoc[]) {
  const escolhidos = new Set<ProdutoDoc>();
  const quantos = rng.int(1, Math.min(4, produtos.length));
  while (escolhidos.size < quantos) escolhidos.add(rng.pick(produtos));
  const carrinho = [...escolhidos].map((produto) => ({
    id: randomUUID(),
    produto_id: produto.id,
    quantidade: rng.int(1, 30),
    tamanho: produto.tamanhos.length > 0 ? rng.pick(produto.tamanhos) : null,
  }));
  const priced = precificarItens(carrinho, produtos);
  if (priced.unavailable.length > 0) throw new Error('bench items must be on sale');
  return linhasDoPedido(priced);
}

/** The usual road of an order and how long each step takes after the previous one, in hours. */
const caminho: [StatusPedido, number, number][] = [
  ['Aprovado', 2, 30],
  ['Em Preparação', 12, 72],
  ['Em Transporte', 12, 72],
  ['Entregue', 24, 240],
];

/** The timeline up to now: each step taken once its time has come; some orders are cancelled on the way. */
function historico(rng: Generator, criadoEm: number, agora: number, cliente: string) {
  const eventos: PedidoDoc['historico_status'] = [
    { status: 'Pendente de Aprovação', por: cliente, em: new Date(criadoEm).toISOString(), motivo: null },
  ];
  // About 7% are cancelled, most before approval.
  const cancelarApos = rng.chance(0.07) ? (rng.chance(0.6) ? 0 : rng.int(1, 2)) : null;
  let em = criadoEm;
  for (const [passo, [status, minimo, maximo]] of caminho.entries()) {
    if (cancelarApos === passo) {
      em += rng.int(1, 48) * hour;
      if (em > agora) break;
      eventos.push({
        status: 'Cancelado',
        por: rng.pick(admins),
        em: new Date(em).toISOString(),
        motivo: rng.pick(motivos),
      });
      break;
    }
    em += rng.int(minimo, maximo) * hour;
    if (em > agora) break;
    eventos.push({ status, por: rng.pick(admins), em: new Date(em).toISOString(), motivo: null });
  }
  return eventos;
}

function pedido(
  rng: Generator,
  numero: number,
  criadoEm: number,
  agora: number,
  user: UsuarioDoc,
  dados: Perfil,
  produtos: ProdutoDoc[],
): PedidoDoc {
  const eventos = historico(rng, criadoEm, agora, user.username);
  const ultimo = eventos[eventos.length - 1];
  if (!ultimo) throw new Error('an order always has its first event');
  return {
    id: String(numero),
    tipo: 'pedido',
    userId: user.id,
    numero,
    status: ultimo.status,
    created_at: new Date(criadoEm).toISOString(),
    updated_at: ultimo.em,
    user: { username: user.username, email: user.email },
    cliente_chave: user.username.toLowerCase(),
    ...dados,
    observacoes: rng.chance(0.3) ? rng.pick(observacoes) : '',
    logo_extra: null,
    ...itensDoPedido(rng, produtos),
    motivo_cancelamento: ultimo.status === 'Cancelado' ? ultimo.motivo : null,
    estoque_tomado: [],
    tomadas_estoque: [],
    // Shipped orders carry a Correios code, as most do (the export's tracking columns).
    rastreio: eventos.some((evento) => evento.status === 'Em Preparação' || evento.status === 'Em Transporte')
      ? { transportadora: 'Correios', codigo: `BR${String(numero).padStart(9, '0')}BR` }
      : null,
    historico_status: eventos,
  };
}

/** Orders per user: the known user's share fixed, the rest uneven (a few franchisees order far more). */
function ordersPerUser(rng: Generator, plan: PlanoPedidosBench): number[] {
  const others = plan.users - 1;
  const remaining = plan.orders - plan.knownUserOrders;
  const weights = Array.from({ length: others }, () => Math.exp(rng.next() * 2.5));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  // Everyone orders at least once; what rounding leaves goes one order each to the first users.
  const counts = weights.map((weight) => 1 + Math.floor((weight / sum) * (remaining - others)));
  const leftover = remaining - counts.reduce((total, count) => total + count, 0);
  return [plan.knownUserOrders, ...counts.map((count, index) => count + (index < leftover ? 1 : 0))];
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  // The workers share one iterator: each takes the next item when it is free.
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Writes one user's orders in transactional batches, as order placement writes (one partition each). */
async function writeBatch(deps: Dependencies, userId: string, orders: PedidoDoc[]): Promise<void> {
  const operations: OperationInput[] = orders.map((order) => ({
    operationType: 'Create',
    resourceBody: pedidoDocSchema.parse(order) as unknown as JSONObject,
  }));
  const response = await deps.cosmos.containers.pedidos.items.batch(operations, userId);
  const failed = (response.result ?? []).find((result) => result.statusCode >= 300);
  if (failed || response.result?.length !== operations.length) {
    throw new Error(`bench batch for ${userId} failed (${failed?.statusCode ?? response.code})`);
  }
}

export interface PedidosBench {
  knownUser: UsuarioDoc;
  knownUserOrders: number;
  orders: number;
  users: number;
  seconds: number;
  ordersPerSecond: number;
}

/**
 * Writes the bench users (the known one is the seeded `franqueado`) and their orders. Local mode only:
 * it writes straight into the database.
 */
export async function gravarPedidosBench(
  deps: Dependencies,
  knownUsername: string,
  plan: PlanoPedidosBench = benchOrdersPlan,
): Promise<PedidosBench> {
  if (deps.config.PORTAL_MODE !== 'local') throw new Error('Bench data is written only in local mode.');
  const started = performance.now();
  const rng = generator(2026);
  const agora = Date.now();
  const knownUser = await deps.usuarios.findByUsername(knownUsername);
  if (!knownUser) throw new Error(`${knownUsername} not found: the bench runs on a seeded stack`);
  const produtos = await deps.produtos.listActive();
  if (produtos.length === 0) throw new Error('no products on sale: the bench runs on a seeded stack');

  const criadoEm = new Date(agora - plan.days * day).toISOString();
  const others: UsuarioDoc[] = Array.from({ length: plan.users - 1 }, (_, index) => {
    const username = `franquia-${String(index + 1).padStart(3, '0')}`;
    return {
      id: `bench-${username}`,
      username,
      usernameKey: usernameKey(username),
      email: `${username}@franquia.dev`,
      role: 'user',
      email_verified: true,
      tokenVersion: 0,
      created_at: criadoEm,
      updated_at: criadoEm,
    };
  });
  await inParallel(others, concurrency * 2, async (user) => {
    await deps.usuarios.create(user);
  });
  const users = [knownUser, ...others];
  const perfis = users.map(() => perfil(rng));

  // Whose each order is, shuffled over time; numbers follow time, as the API's sequence does.
  const owners = ordersPerUser(rng, plan)
    .flatMap((count, owner) => Array.from({ length: count }, () => ({ owner, key: rng.next() })))
    .sort((a, b) => a.key - b.key)
    .map(({ owner }) => owner);
  const instants = Array.from({ length: plan.orders }, () => agora - 10 * 60_000 - rng.next() * plan.days * day).sort(
    (a, b) => a - b,
  );
  const byUser = new Map<number, PedidoDoc[]>();
  for (const [index, instant] of instants.entries()) {
    const owner = owners[index] ?? 0;
    const user = users[owner];
    const dados = perfis[owner];
    if (!user || !dados) throw new Error('every order has an owner');
    const list = byUser.get(owner) ?? [];
    list.push(pedido(rng, firstNumber + index, instant, agora, user, dados, produtos));
    byUser.set(owner, list);
  }

  const batches = [...byUser].flatMap(([owner, orders]) =>
    Array.from({ length: Math.ceil(orders.length / batchSize) }, (_, index) => ({
      userId: users[owner]?.id ?? '',
      orders: orders.slice(index * batchSize, (index + 1) * batchSize),
    })),
  );
  await inParallel(batches, concurrency, ({ userId, orders }) => writeBatch(deps, userId, orders));
  // The order counter at least at the last number written, as if the API had numbered them: orders placed
  // on top of the bench data (the load bench's) continue the sequence instead of repeating #1001.
  const counter = deps.cosmos.containers.pedidos.item('sequencia-pedidos', '__sistema__');
  const { resource: current } = await counter.read<{ valor: number }>();
  await deps.cosmos.containers.pedidos.items.upsert({
    id: 'sequencia-pedidos',
    tipo: 'contador',
    userId: '__sistema__',
    valor: Math.max(current?.valor ?? 0, firstNumber + plan.orders - 1),
  });

  const seconds = (performance.now() - started) / 1000;
  return {
    knownUser,
    knownUserOrders: plan.knownUserOrders,
    orders: plan.orders,
    users: users.length,
    seconds: Math.round(seconds * 10) / 10,
    ordersPerSecond: Math.round(plan.orders / seconds),
  };
}
