import { type Dependencia, sobDemanda } from '@portal/shared';
import type { Config } from '../config.ts';
import type { SecurityRepository } from '../data/auth/securityRepository.ts';
import { type BlobStore, createBlobServiceClient, createBlobStore } from '../data/blobStore.ts';
import { type CosmosStore, createCosmosClient, ensureCosmosSchema, openCosmosStore } from '../data/cosmos.ts';
import { createEmailClient, createEmailSender, type EmailSender } from '../data/emailSender.ts';
import { createOutboxStore, createPausaEnvioStore } from '../data/outbox/outboxRepository.ts';
import type { ProdutosRepository } from '../data/produtos/produtosRepository.ts';
import type { UsuariosRepository } from '../data/usuarios/usuariosRepository.ts';
import { callDependency } from '../errors.ts';
import type { AuthService } from '../services/auth/authService.ts';
import { type Senhas, senhas } from '../services/auth/passwords.ts';
import type { CarrinhoService } from '../services/carrinho/carrinhoService.ts';
import type { createAberturaChamado } from '../services/chamados/aberturaChamado.ts';
import type { ConsultaChamados } from '../services/chamados/consultaChamados.ts';
import type { ConversaChamado } from '../services/chamados/conversaChamado.ts';
import type { createStatusChamado } from '../services/chamados/statusChamado.ts';
import type { EstoqueService } from '../services/estoque/estoqueService.ts';
import type { Probe } from '../services/healthService.ts';
import type { ActivityLog } from '../services/logs/activityLog.ts';
import { createOutbox, type Outbox } from '../services/outbox.ts';
import type { createPainelAdminService } from '../services/painelAdmin/painelAdminService.ts';
import type { ConsultaPedidos } from '../services/pedidos/consultaPedidos.ts';
import type { FinalizacaoPedido } from '../services/pedidos/finalizacaoPedido.ts';
import type { createPedirNovamente } from '../services/pedidos/pedirNovamente.ts';
import type { StatusPedidoService } from '../services/pedidos/statusPedido.ts';
import type { ProdutosAdmin } from '../services/produtos/produtosAdmin.ts';
import type { ProdutosService } from '../services/produtos/produtosService.ts';
import type { UploadService } from '../services/uploads/uploadService.ts';
import type { UsuariosAdmin } from '../services/usuarios/usuariosAdmin.ts';
import { type ConcorrenciaPorUsuario, createConcorrenciaPorUsuario } from './concorrenciaPorUsuario.ts';
import { type ServicoSobDemanda, servicoSobDemanda } from './servicoSobDemanda.ts';

/** The time source; tests replace it to move the clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything the handlers need, built once per process (by the entry point at the first request: registerFunctions.ts).
 * The clients, the outbox and the per-user limits are built with it; every repository and service behind a
 * ServicoSobDemanda at the first call that needs it, its module a chunk (decision 83).
 */
export interface Dependencies {
  config: Config;
  clock: Clock;
  /** Password hashing (services/auth/passwords.ts): the seed and the tests make their users' hashes with it. */
  senhas: Senhas;
  cosmos: CosmosStore;
  blobs: BlobStore;
  email: EmailSender;
  outbox: Outbox;
  produtos: ServicoSobDemanda<ProdutosRepository>;
  usuarios: ServicoSobDemanda<UsuariosRepository>;
  produtosService: ServicoSobDemanda<ProdutosService>;
  carrinho: ServicoSobDemanda<CarrinhoService>;
  estoque: ServicoSobDemanda<EstoqueService>;
  uploads: ServicoSobDemanda<UploadService>;
  finalizacaoPedido: ServicoSobDemanda<FinalizacaoPedido>;
  consultaPedidos: ServicoSobDemanda<ConsultaPedidos>;
  statusPedido: ServicoSobDemanda<StatusPedidoService>;
  chamados: ServicoSobDemanda<{ abrir: ReturnType<typeof createAberturaChamado> }>;
  consultaChamados: ServicoSobDemanda<ConsultaChamados>;
  conversaChamado: ServicoSobDemanda<ConversaChamado>;
  statusChamado: ServicoSobDemanda<ReturnType<typeof createStatusChamado>>;
  pedirNovamente: ServicoSobDemanda<ReturnType<typeof createPedirNovamente>>;
  produtosAdmin: ServicoSobDemanda<ProdutosAdmin>;
  usuariosAdmin: ServicoSobDemanda<UsuariosAdmin>;
  painelAdmin: ServicoSobDemanda<ReturnType<typeof createPainelAdminService>>;
  auth: ServicoSobDemanda<AuthService>;
  activity: ServicoSobDemanda<ActivityLog>;
  probes: Record<Dependencia, Probe>;
  /** Heavy routes' requests running per user in this instance (concorrenciaPorUsuario.ts). */
  concorrenciaPorUsuario: ConcorrenciaPorUsuario;
}

/**
 * `senhasDoApp`: the portal's password hashing (OWASP's parameters); only tests that count sign-ins rather than time
 * them pass cheaper ones, in process.
 */
export function createDependencies(
  config: Config,
  clock: Clock = systemClock,
  senhasDoApp: Senhas = senhas,
): Dependencies {
  // Whatever a caller passes, an API in Azure hashes at OWASP's parameters: cheaper hashing is for tests, in process.
  if (config.PORTAL_MODE !== 'local' && senhasDoApp !== senhas) {
    throw new Error('Password hashing other than the portal’s runs only in local mode.');
  }
  const now = () => clock.now();
  const cosmos = openCosmosStore(createCosmosClient(config), config.COSMOS_DATABASE);
  const { containers } = cosmos;
  const blobs = createBlobStore(() => createBlobServiceClient(config));
  const email = createEmailSender(() => createEmailClient(config), config);
  // Built with the clients: the services put its records in their own batches (a record is built synchronously). The
  // orders' and the tickets' records are the outbox records of their containers.
  const outbox = createOutbox(
    {
      pedidos: createOutboxStore(containers.pedidos),
      chamados: createOutboxStore(containers.chamados),
      outbox: createOutboxStore(containers.outbox),
    },
    createPausaEnvioStore(containers.outbox),
    email,
    now,
  );
  const portalUrl = config.PUBLIC_BASE_URL.replace(/\/$/, '');

  // Every repository and service from here on is built at its first use, once (sobDemanda keeps the promise), from a
  // module that is a chunk: an instance's first request compiles those its route uses, and builds their schemas, not
  // every route's (decision 83).
  const produtos = sobDemanda(async () =>
    (await import('../data/produtos/produtosRepository.ts')).createProdutosRepository(containers.produtos),
  );
  const usuarios = sobDemanda(async () =>
    (await import('../data/usuarios/usuariosRepository.ts')).createUsuariosRepository(containers.usuarios),
  );
  const security = sobDemanda(
    async (): Promise<SecurityRepository> =>
      (await import('../data/auth/securityRepository.ts')).createSecurityRepository(containers.codigos),
  );
  const janela = sobDemanda(async () =>
    (await import('../services/slidingWindow.ts')).createSlidingWindow(await security(), now),
  );
  const activity = sobDemanda(async () => {
    const [{ createActivityLog }, { createLogsRepository }] = await Promise.all([
      import('../services/logs/activityLog.ts'),
      import('../data/logs/logsRepository.ts'),
    ]);
    return createActivityLog(createLogsRepository(containers.logs), now);
  });
  const carrinho = sobDemanda(async () => {
    const [{ createCarrinhoService }, { createCarrinhosRepository }] = await Promise.all([
      import('../services/carrinho/carrinhoService.ts'),
      import('../data/carrinho/carrinhosRepository.ts'),
    ]);
    return createCarrinhoService(createCarrinhosRepository(containers.pedidos), await produtos(), now);
  });
  const pedidosRepository = sobDemanda(async () =>
    (await import('../data/pedidos/pedidosRepository.ts')).createPedidosRepository(containers.pedidos),
  );
  // Stock moves only when orders are placed or change status (and the sweep decides leftover takes).
  const estoque = sobDemanda(async () => {
    const pedidos = await pedidosRepository();
    const [{ createEstoqueService }, { devolucaoPendente, prazoDevolucaoMs }] = await Promise.all([
      import('../services/estoque/estoqueService.ts'),
      import('../services/estoque/devolucaoPendente.ts'),
    ]);
    return createEstoqueService({
      products: await produtos(),
      now,
      tomadaGravada: async ({ userId, numero }, movimento) =>
        (await pedidos.tomadasDoPedido(userId, String(numero)))?.includes(movimento) ?? false,
      devolucoesPendentes: async () => {
        const agora = now();
        const desde = new Date(agora.getTime() - prazoDevolucaoMs).toISOString();
        return (await pedidos.canceladosDesde(desde)).flatMap((pedido) => devolucaoPendente(pedido, agora) ?? []);
      },
    });
  });
  const uploads = sobDemanda(async () =>
    (await import('../services/uploads/uploadService.ts')).createUploadService(blobs, await janela(), now),
  );
  const chamadosRepository = sobDemanda(async () =>
    (await import('../data/chamados/chamadosRepository.ts')).createChamadosRepository(containers.chamados),
  );
  const consultaChamados = sobDemanda(async () =>
    (await import('../services/chamados/consultaChamados.ts')).createConsultaChamados(
      await chamadosRepository(),
      blobs,
    ),
  );
  const servicosChamados = async () => ({
    chamados: await chamadosRepository(),
    uploads: await uploads(),
    blobs,
    outbox,
    activity: await activity(),
    caixaSuporte: config.SUPPORT_MAILBOX,
    portalUrl,
    janela: await janela(),
    now,
  });
  const auth = sobDemanda(async () => {
    const [
      { createAuthService },
      { createPortalTokens },
      { createLoginThrottle },
      { createVerificationCodes },
      { createEntraValidator },
      { createSealer },
    ] = await Promise.all([
      import('../services/auth/authService.ts'),
      import('../services/auth/portalTokens.ts'),
      import('../services/auth/loginThrottle.ts'),
      import('../services/auth/verificationCodes.ts'),
      import('../services/auth/entraTokens.ts'),
      import('../services/auth/sealing.ts'),
    ]);
    return createAuthService({
      users: await usuarios(),
      tokens: createPortalTokens(config.PORTAL_TOKEN_SECRET, config.PORTAL_TOKEN_TTL_MINUTES, now),
      throttle: createLoginThrottle(await janela(), config.PORTAL_TOKEN_SECRET),
      codes: createVerificationCodes(await security(), config.PORTAL_TOKEN_SECRET, now),
      outbox,
      validateEntraToken: createEntraValidator(
        {
          tenantId: config.ENTRA_TENANT_ID,
          issuer: config.ENTRA_ISSUER,
          jwksUrl: config.ENTRA_JWKS_URL,
          audience: config.ENTRA_AUDIENCE,
          scopeName: config.ENTRA_SCOPE_NAME,
          clientId: config.ENTRA_SPA_CLIENT_ID,
        },
        now,
      ),
      sealer: createSealer(config.PORTAL_TOKEN_SECRET),
      activity: await activity(),
      masterRole: config.ENTRA_MASTER_ROLE,
      senhas: senhasDoApp,
      now,
    });
  });

  return {
    config,
    clock,
    senhas: senhasDoApp,
    cosmos,
    blobs,
    email,
    outbox,
    produtos: servicoSobDemanda(produtos),
    usuarios: servicoSobDemanda(usuarios),
    produtosService: servicoSobDemanda(async () =>
      (await import('../services/produtos/produtosService.ts')).createProdutosService(await produtos(), blobs),
    ),
    carrinho: servicoSobDemanda(carrinho),
    estoque: servicoSobDemanda(estoque),
    uploads: servicoSobDemanda(uploads),
    finalizacaoPedido: servicoSobDemanda(async () =>
      (await import('../services/pedidos/finalizacaoPedido.ts')).createFinalizacaoPedido({
        orders: await pedidosRepository(),
        cart: await carrinho(),
        estoque: await estoque(),
        uploads: await uploads(),
        blobs,
        outbox,
        activity: await activity(),
        now,
      }),
    ),
    consultaPedidos: servicoSobDemanda(async () =>
      (await import('../services/pedidos/consultaPedidos.ts')).createConsultaPedidos(await pedidosRepository(), blobs),
    ),
    statusPedido: servicoSobDemanda(async () =>
      (await import('../services/pedidos/statusPedido.ts')).createStatusPedido({
        orders: await pedidosRepository(),
        estoque: await estoque(),
        outbox,
        activity: await activity(),
        portalUrl,
        now,
      }),
    ),
    chamados: servicoSobDemanda(async () => ({
      abrir: (await import('../services/chamados/aberturaChamado.ts')).createAberturaChamado(await servicosChamados()),
    })),
    consultaChamados: servicoSobDemanda(consultaChamados),
    // Replies and read markers (decision 82).
    conversaChamado: servicoSobDemanda(async () =>
      (await import('../services/chamados/conversaChamado.ts')).createConversaChamado({
        ...(await servicosChamados()),
        legivel: (await consultaChamados()).legivel,
        usuarios: await usuarios(),
      }),
    ),
    statusChamado: servicoSobDemanda(async () =>
      (await import('../services/chamados/statusChamado.ts')).createStatusChamado({
        chamados: await chamadosRepository(),
        outbox,
        activity: await activity(),
        portalUrl,
        now,
      }),
    ),
    pedirNovamente: servicoSobDemanda(async () =>
      (await import('../services/pedidos/pedirNovamente.ts')).createPedirNovamente(
        await pedidosRepository(),
        await carrinho(),
      ),
    ),
    produtosAdmin: servicoSobDemanda(async () =>
      (await import('../services/produtos/produtosAdmin.ts')).createProdutosAdmin({
        products: await produtos(),
        blobs,
        activity: await activity(),
        now,
      }),
    ),
    usuariosAdmin: servicoSobDemanda(async () =>
      (await import('../services/usuarios/usuariosAdmin.ts')).createUsuariosAdmin(
        await usuarios(),
        await activity(),
        now,
      ),
    ),
    painelAdmin: servicoSobDemanda(async () =>
      (await import('../services/painelAdmin/painelAdminService.ts')).createPainelAdminService(
        await pedidosRepository(),
        await produtos(),
        await usuarios(),
        outbox.backlog,
        now,
      ),
    ),
    auth: servicoSobDemanda(auth),
    activity: servicoSobDemanda(activity),
    concorrenciaPorUsuario: createConcorrenciaPorUsuario(),
    probes: {
      cosmos: async () => {
        await callDependency('cosmos', () => cosmos.database.read());
      },
      blob: () => blobs.ping(),
      email: async () => {
        const { endpoint, sender } = email.describe();
        if (!endpoint || !sender) throw new Error('e-mail not configured');
      },
    },
  };
}

/**
 * Creates what is missing in the local stand-ins. In Azure the resources come from Bicep: with
 * local auth disabled, the data-plane identity may not create databases or containers.
 */
export async function prepareLocalResources(deps: Dependencies): Promise<void> {
  if (deps.config.PORTAL_MODE !== 'local') return;
  await callDependency('cosmos', () => ensureCosmosSchema(deps.cosmos));
  await deps.blobs.ensureContainers();
  await deps.blobs.allowBrowserUploads(new URL(deps.config.PUBLIC_BASE_URL).origin);
}
