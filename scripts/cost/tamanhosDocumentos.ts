/**
 * Sizes of the portal's Cosmos DB documents and e-mails, built with the API's own builders, and the request
 * units (RU) the cost table of docs/operations.md derives from them. Nothing runs against Azure or a local
 * stack: orders come from the benchmark's generator (scripts/bench/pedidosDados.ts) through a stand-in that
 * keeps what it would write, products and accounts from the seed data, e-mails from the API's templates.
 *
 *   npx tsx scripts/cost/tamanhosDocumentos.ts
 *
 * The RU model is Azure's published one, not a measurement: a point read of a 1 KB item costs 1 RU and of a
 * 100 KB item 10 RU (interpolated in between); a write costs about 5.5 RU per KB with default indexing (the
 * portal's containers index only the paths their queries use, so real writes cost less); an index-served
 * query about 2.5 RU plus the point-read slope for what it returns. Check real charges in the Cosmos DB
 * account's Metrics (Total Request Units by operation type) once the portal runs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { OperationInput } from '@azure/cosmos';
import { chamadoFormSchema, protocoloChamado, textosAtividade } from '@portal/shared';
import { generateKeyPair, SignJWT } from 'jose';
import type { Dependencies } from '../../functions/src/app/dependencies.ts';
import { type CarrinhoDoc, carrinhoCom } from '../../functions/src/data/carrinho/carrinhosRepository.ts';
import type { ChamadoDoc } from '../../functions/src/data/chamados/chamadosRepository.ts';
import type { EmailSender } from '../../functions/src/data/emailSender.ts';
import type { LogDoc, LogsRepository } from '../../functions/src/data/logs/logsRepository.ts';
import type { OutboxStore, PausaEnvioStore } from '../../functions/src/data/outbox/outboxRepository.ts';
import type { PedidoDoc } from '../../functions/src/data/pedidos/pedidosRepository.ts';
import type { ProdutoDoc } from '../../functions/src/data/produtos/produtosRepository.ts';
import { entraUserId, type UsuarioDoc, usernameKey } from '../../functions/src/data/usuarios/usuariosRepository.ts';
import { senhas } from '../../functions/src/services/auth/passwords.ts';
import { createSealer } from '../../functions/src/services/auth/sealing.ts';
import { chamadoConfirmacaoEmail, chamadoSuporteEmail } from '../../functions/src/services/emails/chamadoEmails.ts';
import { confirmacaoPedidoEmail } from '../../functions/src/services/emails/confirmacaoPedidoEmail.ts';
import { statusPedidoEmail } from '../../functions/src/services/emails/statusPedidoEmail.ts';
import { createActivityLog } from '../../functions/src/services/logs/activityLog.ts';
import { createOutbox, type OutboxLocation } from '../../functions/src/services/outbox.ts';
import { gravarPedidosBench } from '../bench/pedidosDados.ts';
import { seedPassword } from '../seed/accounts.ts';
import { seedProdutos } from '../seed/produtos.ts';

const portalUrl = 'https://portal.franquia.com.br';
const agora = () => new Date();

// --- The request-unit model -------------------------------------------------------------------------

/** What Cosmos DB adds to every stored item (`_rid`, `_self`, `_etag`, `_attachments`, `_ts`), as it stores them. */
const propriedadesDoSistema = JSON.stringify({
  _rid: 'q2lUAL3f+2YBAAAAAAAAAA==',
  _self: 'dbs/q2lUAA==/colls/q2lUAL3f+2Y=/docs/q2lUAL3f+2YBAAAAAAAAAA==/',
  _etag: '"0b00a4c7-0000-0b00-0000-6790a1b20000"',
  _attachments: 'attachments/',
  _ts: 1_767_225_600,
}).length;

const kb = (bytes: number) => bytes / 1024;
/** Size of the item as stored: its JSON plus the system properties. */
const armazenadoKb = (doc: unknown) => kb(Buffer.byteLength(JSON.stringify(doc)) + propriedadesDoSistema);

/** 1 KB → 1 RU, 100 KB → 10 RU (Azure's table), linear in between; never below 1 RU. */
const ruLeitura = (tamanhoKb: number) => Math.max(1, 1 + ((tamanhoKb - 1) * 9) / 99);
/** ≈ 5.5 RU per KB with default indexing, at least one KB's worth. */
const ruEscrita = (tamanhoKb: number) => 5.5 * Math.max(1, tamanhoKb);
/** An index-served query: ≈ 2.5 RU, plus the point-read slope for the KB it returns. */
const ruConsulta = (kbDevolvidos = 0) => 2.5 + (kbDevolvidos * 9) / 99;

// --- Documents, built as the API builds them --------------------------------------------------------

const produtos: ProdutoDoc[] = seedProdutos.map((produto) => {
  const criado = agora().toISOString();
  return {
    id: randomUUID(),
    nome: produto.nome,
    descricao: produto.descricao,
    preco: produto.preco,
    tamanhos: produto.tamanhos,
    ativo: produto.ativo,
    imagem: { versao: Date.now() },
    guia_tamanho: produto.guia ? { versao: Date.now() } : null,
    created_at: criado,
    updated_at: criado,
    estoque: null,
    movimentos_estoque: [],
  };
});

/** An Entra ID v2 access token of the usual shape and size (the work-account user keeps one, sealed). */
async function tokenEntra(tid: string, oid: string, email: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  const aleatorio = (bytes: number) => randomBytes(bytes).toString('base64url');
  return new SignJWT({
    aio: aleatorio(110),
    azp: randomUUID(),
    azpacr: '0',
    email,
    name: 'Ana Paula Souza',
    oid,
    preferred_username: email,
    rh: aleatorio(48),
    scp: 'access_as_user',
    sid: randomUUID(),
    sub: aleatorio(32),
    tid,
    uti: aleatorio(16),
    ver: '2.0',
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: aleatorio(20) })
    .setIssuer(`https://login.microsoftonline.com/${tid}/v2.0`)
    .setAudience(randomUUID())
    .setIssuedAt()
    .setNotBefore('0s')
    .setExpirationTime('75m')
    .sign(privateKey);
}

async function usuarioContaCorporativa(): Promise<{ doc: UsuarioDoc; token: string }> {
  const tid = randomUUID();
  const oid = randomUUID();
  const email = 'ana.souza@franquia-ribeirao.com.br';
  const token = await tokenEntra(tid, oid, email);
  const criado = agora().toISOString();
  const doc: UsuarioDoc = {
    id: entraUserId(tid, oid),
    username: email,
    usernameKey: usernameKey(email),
    email,
    role: 'user',
    email_verified: true,
    entra: { tid, oid },
    tokenVersion: 0,
    azureToken: { sealed: createSealer(randomBytes(48).toString('base64url')).seal(token), expiresAt: criado },
    sessoesEncerradas: [{ id: randomUUID(), ate: criado }],
    created_at: criado,
    updated_at: criado,
  };
  return { doc, token };
}

async function usuarioComSenha(): Promise<UsuarioDoc> {
  const criado = agora().toISOString();
  return {
    id: randomUUID(),
    username: 'franquia.ribeirao',
    usernameKey: usernameKey('franquia.ribeirao'),
    email: 'contato@franquia-ribeirao.com.br',
    role: 'user',
    email_verified: true,
    passwordHash: await senhas.hashPassword(seedPassword),
    tokenVersion: 0,
    sessoesEncerradas: [{ id: randomUUID(), ate: criado }],
    created_at: criado,
    updated_at: criado,
  };
}

/** Orders from the benchmark's generator (two years of a 300-franchisee network), kept instead of written. */
async function pedidosDoBenchmark(quantos: number): Promise<PedidoDoc[]> {
  const pedidos: PedidoDoc[] = [];
  const conhecido = await usuarioComSenha();
  const deps = {
    config: { PORTAL_MODE: 'local' },
    users: { findByUsername: async () => conhecido, create: async () => undefined },
    products: { listActive: async () => produtos.filter((produto) => produto.ativo) },
    cosmos: {
      containers: {
        pedidos: {
          // The order counter the generator sets past its numbers: nothing stored here.
          item: () => ({ read: async () => ({ resource: undefined }) }),
          items: {
            upsert: async () => ({}),
            batch: async (operations: OperationInput[]) => {
              for (const operation of operations) {
                if ('resourceBody' in operation) pedidos.push(operation.resourceBody as unknown as PedidoDoc);
              }
              return { code: 200, result: operations.map(() => ({ statusCode: 201 })) };
            },
          },
        },
      },
    },
  } as unknown as Dependencies;
  await gravarPedidosBench(deps, conhecido.username, { orders: quantos, users: 300, knownUserOrders: 20, days: 730 });
  return pedidos;
}

function chamadoDeMaterial(usuario: UsuarioDoc): ChamadoDoc {
  const dados = chamadoFormSchema.parse({
    titulo: 'Material para a feira agropecuária regional',
    formulario: 'Solicitações de Marketing',
    tipoSolicitacao: 'Material',
    materiais: ['BANNER', 'CARTÃO DE VISITA', 'CONVITE'],
    quantidadeTamanho: '2 banners 1 x 2 m, 500 cartões de visita, 200 convites 15 x 21 cm',
    prazoEntrega: '2026-12-20',
    descricaoDemanda:
      'Precisamos do material para o estande da feira regional de dezembro, com a nova identidade visual e o ' +
      'endereço da unidade. Os banners ficam na entrada do estande; os convites vão para os produtores da ' +
      'carteira da unidade, com a data e o horário do dia de campo.',
  });
  const numero = 1234;
  const criado = agora().toISOString();
  return {
    ...dados,
    id: String(numero),
    tipo: 'chamado',
    userId: usuario.id,
    numero,
    protocolo: protocoloChamado(numero),
    status: 'Aberto',
    created_at: criado,
    updated_at: criado,
    user: { username: usuario.username, email: usuario.email },
    usuario_chave: usuario.username.toLowerCase(),
    anexos: [1, 2].map((n) => ({
      blob: `${usuario.id}/${numero}/anexo-${n}.pdf`,
      nome: `referencia-${n}.pdf`,
      contentType: 'application/pdf',
      tamanho: 1_800_000,
    })),
    historico_status: [{ status: 'Aberto', por: usuario.username, em: criado }],
    mensagens: [],
    ultima_atividade: criado,
    atividade_solicitante_em: criado,
    lido_solicitante_em: criado,
  };
}

async function entradaDoLog(usuario: UsuarioDoc, pedido: PedidoDoc): Promise<LogDoc> {
  const escritas: LogDoc[] = [];
  const logs = {
    add: async (doc: LogDoc) => {
      escritas.push(doc);
    },
  } as unknown as LogsRepository;
  await createActivityLog(logs, agora).record({
    tipo: 'Pedido',
    acao: textosAtividade.acoes.pedidoCriado,
    detalhes: textosAtividade.detalhes.pedidoCriado(pedido.numero, pedido.itens.length, pedido.total),
    usuario,
  });
  const [entrada] = escritas;
  if (!entrada) throw new Error('the activity log wrote nothing');
  return entrada;
}

const percentil = (valores: number[], p: number) => {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))] ?? 0;
};

// --- Report -------------------------------------------------------------------------------------------

const um = (valor: number) => valor.toFixed(1);
const dois = (valor: number) => valor.toFixed(2);

async function main() {
  const outbox = createOutbox(
    {} as Record<OutboxLocation, OutboxStore>,
    {} as PausaEnvioStore,
    {} as EmailSender,
    agora,
  );
  const pedidos = await pedidosDoBenchmark(3000);
  const tamanhosPedidos = pedidos.map(armazenadoKb);
  const mediana = percentil(tamanhosPedidos, 50);
  const pedido = pedidos.find((p) => armazenadoKb(p) === mediana) ?? pedidos[0];
  if (!pedido) throw new Error('the benchmark generator made no orders');
  const { doc: corporativo, token } = await usuarioContaCorporativa();
  const comSenha = await usuarioComSenha();
  const chamado = chamadoDeMaterial(corporativo);
  const carrinho: CarrinhoDoc = carrinhoCom(
    corporativo.id,
    produtos.slice(0, 3).map((produto) => ({
      id: randomUUID(),
      produto_id: produto.id,
      quantidade: 10,
      tamanho: produto.tamanhos[0] ?? null,
    })),
    agora().toISOString(),
  );
  const emails = {
    confirmacaoPedido: confirmacaoPedidoEmail(pedido),
    statusPedido: statusPedidoEmail({ ...pedido, status: 'Em Preparação' }, portalUrl),
    chamadoSuporte: chamadoSuporteEmail(chamado, 'suporte@franquia.com.br', portalUrl),
    chamadoConfirmacao: chamadoConfirmacaoEmail(chamado, portalUrl),
  };
  const registro = (email: (typeof emails)[keyof typeof emails], origem: { tipo: string; id: string }) =>
    outbox.record({ email, userId: corporativo.id, origem });

  const documentos = {
    produto: { container: 'produtos', doc: produtos[0] },
    usuarioSenha: { container: 'usuarios', doc: comSenha },
    usuarioCorporativo: { container: 'usuarios', doc: corporativo },
    carrinho: { container: 'pedidos', doc: carrinho },
    pedido: { container: 'pedidos', doc: pedido },
    idempotencia: {
      container: 'pedidos',
      doc: { id: `idem-${randomUUID()}`, tipo: 'idempotencia', userId: pedido.userId, pedidoId: pedido.id },
    },
    contador: { container: 'pedidos', doc: { id: 'sequencia-pedidos', tipo: 'contador', userId: '__sistema__' } },
    outboxConfirmacao: {
      container: 'pedidos',
      doc: registro(emails.confirmacaoPedido, { tipo: 'pedido', id: pedido.id }),
    },
    outboxStatus: { container: 'pedidos', doc: registro(emails.statusPedido, { tipo: 'pedido', id: pedido.id }) },
    chamado: { container: 'chamados', doc: chamado },
    outboxChamado: {
      container: 'chamados',
      doc: registro(emails.chamadoSuporte, { tipo: 'chamado', id: chamado.id }),
    },
    log: { container: 'logs', doc: await entradaDoLog(corporativo, pedido) },
  } as const;
  type Nome = keyof typeof documentos;
  const tamanho = (nome: Nome) => armazenadoKb(documentos[nome].doc);
  const leitura = (nome: Nome) => ruLeitura(tamanho(nome));
  const escrita = (nome: Nome) => ruEscrita(tamanho(nome));

  console.log('## Document sizes (JSON as stored, plus %d bytes of Cosmos system properties)\n', propriedadesDoSistema);
  console.log('| Document | Container | Stored KB | Write ≈ RU | Point read ≈ RU |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const [nome, { container }] of Object.entries(documentos) as [Nome, { container: string }][]) {
    console.log(`| ${nome} | ${container} | ${dois(tamanho(nome))} | ${um(escrita(nome))} | ${um(leitura(nome))} |`);
  }
  console.log(
    `\nOrders (${pedidos.length} from scripts/bench/pedidosDados.ts): median ${dois(mediana)} KB, ` +
      `p95 ${dois(percentil(tamanhosPedidos, 95))} KB, largest ${dois(Math.max(...tamanhosPedidos))} KB. ` +
      `The work-account user carries its sealed Entra access token (${token.length} characters).`,
  );

  console.log('\n## E-mails (text + HTML, as handed to Communication Services)\n');
  console.log('| E-mail | KB |');
  console.log('| --- | ---: |');
  const tamanhoEmail = (email: { subject: string; text: string; html: string }) =>
    kb(Buffer.byteLength(email.subject) + Buffer.byteLength(email.text) + Buffer.byteLength(email.html));
  for (const [nome, email] of Object.entries(emails)) console.log(`| ${nome} | ${dois(tamanhoEmail(email))} |`);

  // What each operation reads and writes (functions/src/services/…), in RU.
  const outboxEnviado = (registroOutbox: Nome) => leitura(registroOutbox) + 2 * escrita(registroOutbox); // lease, sent
  const vitrineKb = produtos
    .filter((produto) => produto.ativo)
    .reduce((soma, produto) => soma + armazenadoKb(produto), 0);
  const autenticar = leitura('usuarioCorporativo');
  const operacoes = {
    'signed-in API call (session check: user point read)': autenticar,
    'work-account sign-in (user read + replace, log entry)':
      leitura('usuarioCorporativo') + escrita('usuarioCorporativo') + escrita('log'),
    'shop grid (GET /api/produtos: query of active products)': ruConsulta(vitrineKb),
    'cart change (product read, cart read + replace)': leitura('produto') + leitura('carrinho') + escrita('carrinho'),
    'order placed (idempotency miss, cart + products, counter, batch of cart consumed + key + order + e-mail, log, e-mail sent)':
      1 +
      leitura('carrinho') +
      ruConsulta(3 * tamanho('produto')) +
      escrita('contador') +
      escrita('carrinho') +
      escrita('idempotencia') +
      escrita('pedido') +
      escrita('outboxConfirmacao') +
      escrita('log') +
      outboxEnviado('outboxConfirmacao'),
    'order status change (lookup, batch, log, e-mail sent)':
      ruConsulta(tamanho('pedido')) +
      escrita('pedido') +
      escrita('outboxStatus') +
      escrita('log') +
      outboxEnviado('outboxStatus'),
    'order list, first page (25 orders + 7 COUNTs)': ruConsulta(25 * tamanho('pedido')) + 7 * ruConsulta(),
    'ticket opened (idempotency miss, counter, batch of 4, log, 2 e-mails sent)':
      1 +
      escrita('contador') +
      escrita('chamado') +
      escrita('idempotencia') +
      2 * escrita('outboxChamado') +
      escrita('log') +
      2 * outboxEnviado('outboxChamado'),
    'ticket status change (lookup, batch, log, e-mail sent)':
      ruConsulta(tamanho('chamado')) +
      escrita('chamado') +
      escrita('outboxChamado') +
      escrita('log') +
      outboxEnviado('outboxChamado'),
    'admin dashboard (≈ 21 COUNTs + this month’s items)': 21 * ruConsulta() + ruConsulta(20),
    'outbox timer, once a minute (one query per container: due and backlog from one answer)': 3 * ruConsulta(),
  };
  console.log('\n## Operations (RU model above; each signed-in call also pays the session check)\n');
  console.log('| Operation | ≈ RU |');
  console.log('| --- | ---: |');
  for (const [nome, ru] of Object.entries(operacoes)) console.log(`| ${nome} | ${um(ru)} |`);

  // A month of a 300-franchisee network (docs/operations.md states where each number comes from).
  const mes: [keyof typeof operacoes, number][] = [
    ['signed-in API call (session check: user point read)', 170_000],
    ['work-account sign-in (user read + replace, log entry)', 3_800],
    ['shop grid (GET /api/produtos: query of active products)', 9_000],
    ['cart change (product read, cart read + replace)', 3_400],
    [
      'order placed (idempotency miss, cart + products, counter, batch of cart consumed + key + order + e-mail, log, e-mail sent)',
      850,
    ],
    ['order status change (lookup, batch, log, e-mail sent)', 3_400],
    ['order list, first page (25 orders + 7 COUNTs)', 8_000],
    ['ticket opened (idempotency miss, counter, batch of 4, log, 2 e-mails sent)', 300],
    ['ticket status change (lookup, batch, log, e-mail sent)', 600],
    ['admin dashboard (≈ 21 COUNTs + this month’s items)', 500],
    ['outbox timer, once a minute (one query per container: due and backlog from one answer)', 30 * 24 * 60],
  ];
  console.log('\n## A month (300 franchisees)\n');
  console.log('| Operation | Per month | ≈ RU |');
  console.log('| --- | ---: | ---: |');
  let total = 0;
  for (const [nome, vezes] of mes) {
    total += vezes * operacoes[nome];
    console.log(
      `| ${nome} | ${vezes.toLocaleString('en-US')} | ${Math.round(vezes * operacoes[nome]).toLocaleString('en-US')} |`,
    );
  }
  console.log(`| **Total** | | **${Math.round(total).toLocaleString('en-US')}** (${dois(total / 1e6)} million RU) |`);
}

await main();
