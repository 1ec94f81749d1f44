import type { Dependencia } from '@portal/shared';
import type { Config } from '../config.ts';
import { createSecurityRepository } from '../data/auth/securityRepository.ts';
import { type BlobStore, createBlobServiceClient, createBlobStore } from '../data/blobStore.ts';
import { createCarrinhosRepository } from '../data/carrinho/carrinhosRepository.ts';
import { createChamadosRepository } from '../data/chamados/chamadosRepository.ts';
import { type CosmosStore, createCosmosClient, ensureCosmosSchema, openCosmosStore } from '../data/cosmos.ts';
import { createEmailClient, createEmailSender, type EmailSender } from '../data/emailSender.ts';
import { createLogsRepository } from '../data/logs/logsRepository.ts';
import { createOutboxStore } from '../data/outbox/outboxRepository.ts';
import { createPedidosRepository } from '../data/pedidos/pedidosRepository.ts';
import { createProdutosRepository, type ProdutosRepository } from '../data/produtos/produtosRepository.ts';
import { createUsuariosRepository, type UsuariosRepository } from '../data/usuarios/usuariosRepository.ts';
import { callDependency } from '../errors.ts';
import { type AuthService, createAuthService } from '../services/auth/authService.ts';
import { createEntraValidator } from '../services/auth/entraTokens.ts';
import { createLoginThrottle } from '../services/auth/loginThrottle.ts';
import { createPortalTokens } from '../services/auth/portalTokens.ts';
import { createSealer } from '../services/auth/sealing.ts';
import { createVerificationCodes } from '../services/auth/verificationCodes.ts';
import { type CarrinhoService, createCarrinhoService } from '../services/carrinho/carrinhoService.ts';
import { createAberturaChamado } from '../services/chamados/aberturaChamado.ts';
import { type ConsultaChamados, createConsultaChamados } from '../services/chamados/consultaChamados.ts';
import type { ConversaChamado } from '../services/chamados/conversaChamado.ts';
import { createStatusChamado } from '../services/chamados/statusChamado.ts';
import type { Probe } from '../services/healthService.ts';
import { type ActivityLog, createActivityLog } from '../services/logs/activityLog.ts';
import { createOutbox, type Outbox } from '../services/outbox.ts';
import { createPainelAdminService } from '../services/painelAdmin/painelAdminService.ts';
import { type ConsultaPedidos, createConsultaPedidos } from '../services/pedidos/consultaPedidos.ts';
import { createFinalizacaoPedido, type FinalizacaoPedido } from '../services/pedidos/finalizacaoPedido.ts';
import { createPedirNovamente } from '../services/pedidos/pedirNovamente.ts';
import { createStatusPedido, type StatusPedidoService } from '../services/pedidos/statusPedido.ts';
import { createProdutosAdmin, type ProdutosAdmin } from '../services/produtos/produtosAdmin.ts';
import { createProdutosService, type ProdutosService } from '../services/produtos/produtosService.ts';
import { createSlidingWindow } from '../services/slidingWindow.ts';
import { createUploadService, type UploadService } from '../services/uploads/uploadService.ts';
import { createUsuariosAdmin, type UsuariosAdmin } from '../services/usuarios/usuariosAdmin.ts';
import { type ConcorrenciaPorUsuario, createConcorrenciaPorUsuario } from './concorrenciaPorUsuario.ts';
import { servicoSobDemanda } from './servicoSobDemanda.ts';

/** The time source; tests replace it to move the clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Everything the handlers need, built once per process. */
export interface Dependencies {
  config: Config;
  clock: Clock;
  cosmos: CosmosStore;
  blobs: BlobStore;
  email: EmailSender;
  produtos: ProdutosRepository;
  usuarios: UsuariosRepository;
  produtosService: ProdutosService;
  carrinho: CarrinhoService;
  uploads: UploadService;
  finalizacaoPedido: FinalizacaoPedido;
  consultaPedidos: ConsultaPedidos;
  statusPedido: StatusPedidoService;
  chamados: { abrir: ReturnType<typeof createAberturaChamado> };
  consultaChamados: ConsultaChamados;
  conversaChamado: ConversaChamado;
  statusChamado: ReturnType<typeof createStatusChamado>;
  pedirNovamente: ReturnType<typeof createPedirNovamente>;
  produtosAdmin: ProdutosAdmin;
  usuariosAdmin: UsuariosAdmin;
  painelAdmin: ReturnType<typeof createPainelAdminService>;
  outbox: Outbox;
  auth: AuthService;
  activity: ActivityLog;
  probes: Record<Dependencia, Probe>;
  /** Heavy routes' requests running per user in this instance (concorrenciaPorUsuario.ts). */
  concorrenciaPorUsuario: ConcorrenciaPorUsuario;
}

export function createDependencies(config: Config, clock: Clock = systemClock): Dependencies {
  const now = () => clock.now();
  const cosmos = openCosmosStore(createCosmosClient(config), config.COSMOS_DATABASE);
  const blobs = createBlobStore(() => createBlobServiceClient(config));
  const email = createEmailSender(() => createEmailClient(config), config);
  const produtos = createProdutosRepository(cosmos.containers.produtos);
  const usuarios = createUsuariosRepository(cosmos.containers.usuarios);
  const security = createSecurityRepository(cosmos.containers.codigos);
  const janela = createSlidingWindow(security, now);
  const activity = createActivityLog(createLogsRepository(cosmos.containers.logs), now);
  const carrinhos = createCarrinhosRepository(cosmos.containers.pedidos);
  const carrinho = createCarrinhoService(carrinhos, produtos, now);
  // Stock moves only when orders are placed or change status: a chunk too.
  const estoque = servicoSobDemanda(async () =>
    (await import('../services/estoque/estoqueService.ts')).createEstoqueService({ products: produtos, now }),
  );
  const uploads = createUploadService(blobs, janela, now);
  const pedidosRepository = createPedidosRepository(cosmos.containers.pedidos);
  const chamadosRepository = createChamadosRepository(cosmos.containers.chamados);
  const portalUrl = config.PUBLIC_BASE_URL.replace(/\/$/, '');
  const outbox = createOutbox(
    {
      pedidos: pedidosRepository.outbox,
      chamados: chamadosRepository.outbox,
      outbox: createOutboxStore(cosmos.containers.outbox),
    },
    email,
    now,
  );
  const consultaChamados = createConsultaChamados(chamadosRepository, blobs);
  // Replies and read markers are two routes' work: their service is a chunk loaded at first use (decision 77).
  const servicosChamados = {
    chamados: chamadosRepository,
    uploads,
    blobs,
    outbox,
    activity,
    caixaSuporte: config.SUPPORT_MAILBOX,
    portalUrl,
    now,
  };
  const conversaChamado = servicoSobDemanda(async () =>
    (await import('../services/chamados/conversaChamado.ts')).createConversaChamado({
      ...servicosChamados,
      legivel: consultaChamados.legivel,
    }),
  );
  const finalizacaoPedido = createFinalizacaoPedido({
    orders: pedidosRepository,
    cart: carrinho,
    estoque,
    uploads,
    blobs,
    outbox,
    activity,
    now,
  });
  const auth = createAuthService({
    users: usuarios,
    tokens: createPortalTokens(config.PORTAL_TOKEN_SECRET, config.PORTAL_TOKEN_TTL_MINUTES, now),
    throttle: createLoginThrottle(janela, config.PORTAL_TOKEN_SECRET),
    codes: createVerificationCodes(security, config.PORTAL_TOKEN_SECRET, now),
    email,
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
    activity,
    masterRole: config.ENTRA_MASTER_ROLE,
    now,
  });
  return {
    config,
    consultaPedidos: createConsultaPedidos(pedidosRepository, blobs),
    statusPedido: createStatusPedido({
      orders: pedidosRepository,
      estoque,
      outbox,
      activity,
      portalUrl,
      now,
    }),
    chamados: { abrir: createAberturaChamado(servicosChamados) },
    consultaChamados,
    conversaChamado,
    statusChamado: createStatusChamado({ chamados: chamadosRepository, outbox, activity, portalUrl, now }),
    pedirNovamente: createPedirNovamente(pedidosRepository, carrinho),
    produtosAdmin: createProdutosAdmin({ products: produtos, blobs, activity, now }),
    usuariosAdmin: createUsuariosAdmin(usuarios, activity, now),
    painelAdmin: createPainelAdminService(pedidosRepository, produtos, usuarios, now),
    clock,
    cosmos,
    blobs,
    email,
    produtos,
    usuarios,
    produtosService: createProdutosService(produtos, blobs),
    carrinho,
    uploads,
    finalizacaoPedido,
    outbox,
    auth,
    activity,
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
