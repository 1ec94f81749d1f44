import {
  adicionarItemSchema,
  atualizarItemSchema,
  atualizarRastreioSchema,
  atualizarStatusChamadoSchema,
  atualizarStatusPedidoSchema,
  loginRequestSchema,
  microsoftLoginRequestSchema,
  pedidoRequestSchema,
  permissoesRequestSchema,
  produtoAdminRequestSchema,
  resendVerificationRequestSchema,
  respostaChamadoSchema,
  statusEmLoteRequestSchema,
  statusPedidoSchema,
  tiposArquivo,
  unidadeRequestSchema,
  uploadRequestSchema,
  verbaRequestSchema,
  verifyEmailRequestSchema,
} from '@portal/shared';
import fc from 'fast-check';
import type { ContainerName } from '../../../src/data/cosmos.ts';
import { testPassword } from '../usuariosDeTeste.ts';
import { codificar, parametro } from './caminhos.ts';
import { arbitraryFrom } from './fromSchema.ts';
import { textoHostil } from './hostile.ts';
import { chaveIdempotencia, type Mundo, type Quem } from './mundo.ts';

/**
 * One route of the table as the fuzzing sees it: how its path is built (real ids mostly, hostile
 * segments often), what a valid-looking body is (derived from its shared schema), which headers it reads.
 * `{itemCarrinho}` in a path is replaced, when the request is sent, by an item of the franchisee's cart.
 */
export interface Alvo {
  rota: string;
  metodo: 'GET' | 'POST' | 'PUT' | 'DELETE';
  caminho: (mundo: Mundo) => fc.Arbitrary<string>;
  /** A valid-looking JSON body (the route's schema); absent: the route takes no body. */
  corpo?: (mundo: Mundo) => fc.Arbitrary<unknown>;
  cabecalhos?: (mundo: Mundo) => fc.Arbitrary<Record<string, string>>;
  /**
   * The containers a request could write to, compared before and after a refusal (default: all but
   * `codigos`). The sign-in routes leave `codigos` out: refusals are counted there on purpose (decisions 9).
   */
  escopo?: ContainerName[];
  /** Who may send it (default: anyone, a forged token, a franchisee, an admin). */
  quem?: fc.Arbitrary<Quem>;
}

const fixo = (caminho: string) => () => fc.constant(caminho);
const numeroValido = fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.constantFrom(1001, 2 ** 31, 2 ** 53 - 1));
const numeroTexto = numeroValido.map(String);
const uuidTexto = fc.uuid();
const comHostis = <T>(valido: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: valido }, { weight: 1, arbitrary: textoHostil });

/** If-Match: absent mostly (the change goes through), or a version nobody issued. */
const ifMatch = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('*', '"00000000-0000-0000-0000-000000000000"', 'W/"x"', "' OR 1=1 --", '', '""')
      .map((valor) => ({ 'if-match': valor })),
  },
);

/** A real 1×1 PNG, and files that start like an image and then are not one. */
const png1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const assinaturas = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
];
export const imagemQuebrada = fc
  .tuple(fc.constantFrom(...assinaturas), fc.uint8Array({ maxLength: 64 }))
  .map(([inicio, resto]) => Buffer.concat([Buffer.from(inicio), Buffer.from(resto)]));
const imagemBase64 = fc.oneof(
  fc.constant(null),
  fc.constantFrom(png1x1, `data:image/png;base64,${png1x1}`, `data:text/html;base64,${png1x1}`),
  imagemQuebrada.map((bytes) => bytes.toString('base64')),
  imagemQuebrada.map((bytes) => `data:image/png;base64,${bytes.toString('base64')}`),
  fc.constantFrom('', '====', 'data:,', 'data:image/png;base64,', 'não é base64', '%%%'),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64')),
);

const extensoes = Object.values(tiposArquivo).flatMap((tipo) => [...tipo.extensoes]);
const mimes = Object.values(tiposArquivo).flatMap((tipo) => [...tipo.mimes]);
const nomeDeArquivo = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('logo', 'nota fiscal', 'arte-final', 'ação'),
      fc.constantFrom(...extensoes, 'exe', 'html', ''),
    )
    .map(([nome, extensao]) => (extensao ? `${nome}.${extensao}` : nome)),
  fc.tuple(textoHostil, fc.constantFrom(...extensoes)).map(([nome, extensao]) => `${nome.slice(0, 180)}.${extensao}`),
  fc.constantFrom(
    '../../../etc/passwd.png',
    '..\\..\\x.pdf',
    'a/b/c.png',
    '.png',
    'x.png.exe',
    'CON.png',
    'x.png\u0000.exe',
  ),
);

const produtoValido = arbitraryFrom(produtoAdminRequestSchema, {
  preco: fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }).map((centavos) => centavos / 100),
    fc.double(),
  ),
  tamanhos: fc.uniqueArray(fc.constantFrom('P', 'M', 'G', 'GG', 'Único', ' ', 'P'), { maxLength: 5 }),
  estoque: fc.option(
    fc.dictionary(
      fc.constantFrom('P', 'M', 'G', '', 'Único'),
      fc.oneof(fc.integer({ min: -1, max: 100_000 }), fc.double()),
    ),
    { nil: undefined },
  ),
  imagem_base64: imagemBase64,
  guia_tamanho_base64: imagemBase64,
});

/** A unit (issue 36): CNPJs with right and wrong check digits, the checkout's address rules. */
const unidadeValida = arbitraryFrom(unidadeRequestSchema, {
  cnpj: fc.constantFrom('11.222.333/0001-81', '11.222.333/0001-82', '00.000.000/0000-00', '33000167000101', ''),
});

/** A unit's budget (issue 36): amounts with and without whole cents, beyond the bound, periods of every kind. */
const verbaValida = arbitraryFrom(verbaRequestSchema, {
  valor: fc.oneof(fc.integer({ min: -10, max: 10_000 }), fc.double(), fc.constantFrom(0.005, 1e9, 1e9 + 1, 1e308)),
  periodo: fc.constantFrom(undefined, '2026-T1', '2026-T5', '2026-05', '2026', '', '__proto__', 'constructor'),
});

/** The JSON routes of the table. */
export const alvosJson: Alvo[] = [
  {
    rota: 'auth-login',
    escopo: ['usuarios', 'outbox', 'logs'],
    metodo: 'POST',
    caminho: fixo('/api/login'),
    corpo: (m) =>
      arbitraryFrom(loginRequestSchema, {
        username: fc.oneof(
          fc.constantFrom(m.usuario.username, m.naoVerificado.username, m.usuario.username.toUpperCase(), 'admin'),
          textoHostil,
        ),
        password: fc.oneof(fc.constant(testPassword), textoHostil),
      }),
  },
  {
    rota: 'auth-verify-email',
    escopo: ['usuarios', 'outbox', 'logs'],
    metodo: 'POST',
    caminho: fixo('/api/verify-email'),
    corpo: (m) =>
      arbitraryFrom(verifyEmailRequestSchema, {
        userId: comHostis(fc.constantFrom(m.naoVerificado.id, m.usuario.id, 'entra-x-y')),
      }),
  },
  {
    rota: 'auth-resend-verification',
    escopo: ['usuarios', 'outbox'],
    metodo: 'POST',
    caminho: fixo('/api/resend-verification'),
    corpo: (m) =>
      arbitraryFrom(resendVerificationRequestSchema, {
        userId: comHostis(fc.constantFrom(m.naoVerificado.id, m.usuario.id, m.admin.id)),
      }),
  },
  {
    rota: 'auth-microsoft',
    escopo: ['usuarios', 'logs'],
    metodo: 'POST',
    caminho: fixo('/api/auth/microsoft'),
    corpo: () =>
      arbitraryFrom(microsoftLoginRequestSchema, {
        accessToken: fc.oneof(
          fc
            .tuple(fc.jsonValue({ maxDepth: 1 }), fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 40 }))
            .map((partes) =>
              partes.map((parte) => Buffer.from(JSON.stringify(parte) ?? '').toString('base64url')).join('.'),
            ),
          textoHostil,
        ),
      }),
  },
  {
    rota: 'carrinho-adicionar',
    escopo: ['pedidos'],
    metodo: 'POST',
    caminho: fixo('/api/carrinho'),
    corpo: (m) =>
      arbitraryFrom(adicionarItemSchema, {
        produto_id: comHostis(fc.constantFrom(...m.produtos.map((produto) => produto.id), m.produtoDescartavel)),
        tamanho: fc.oneof(
          fc.constantFrom(null, ...new Set(m.produtos.flatMap((produto) => produto.tamanhos))),
          textoHostil,
        ),
      }),
  },
  {
    rota: 'carrinho-item-atualizar',
    escopo: ['pedidos'],
    metodo: 'PUT',
    caminho: () => parametro(['{itemCarrinho}'], uuidTexto).map((id) => `/api/carrinho/${id}`),
    corpo: () => arbitraryFrom(atualizarItemSchema),
  },
  {
    rota: 'uploads-criar',
    // An issued URL is counted in `codigos` (the hour's cap): a refused request must count nothing.
    escopo: ['usuarios', 'codigos'],
    metodo: 'POST',
    caminho: fixo('/api/uploads'),
    corpo: () =>
      arbitraryFrom(uploadRequestSchema, {
        nome: nomeDeArquivo,
        tamanho: fc.oneof(
          fc.integer({ min: 1, max: 10 * 1024 * 1024 }),
          fc.constantFrom(0, -1, 10 * 1024 * 1024 + 1, 2 ** 53, 1e300),
        ),
        tipo: fc.oneof(fc.constantFrom(...mimes, ''), textoHostil),
      }),
  },
  {
    rota: 'pedidos-criar',
    escopo: ['pedidos', 'outbox', 'logs'],
    metodo: 'POST',
    caminho: fixo('/api/pedidos'),
    corpo: () =>
      fc
        .tuple(
          arbitraryFrom(pedidoRequestSchema, {
            cpf: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)),
            estado: fc.constantFrom('SP', 'mg', 'XX', 'S'),
          }),
          fc.option(fc.array(fc.oneof(fc.uuid(), textoHostil), { maxLength: 12 }), { nil: undefined }),
        )
        .map(([pedido, uploads]) => ({ ...(pedido as object), logo_extra_upload_ids: uploads })),
    cabecalhos: () => chaveIdempotencia.map((chave) => ({ 'idempotency-key': chave })),
  },
  {
    rota: 'admin-pedidos-status',
    escopo: ['pedidos', 'outbox', 'logs'],
    metodo: 'PUT',
    caminho: (m) => parametro([String(m.pedidoId)], numeroTexto).map((id) => `/api/admin/pedidos/${id}/status`),
    corpo: () => arbitraryFrom(atualizarStatusPedidoSchema),
    cabecalhos: () => ifMatch,
  },
  {
    rota: 'admin-pedidos-rastreio',
    escopo: ['pedidos', 'outbox', 'logs'],
    metodo: 'PUT',
    caminho: (m) => parametro([String(m.pedidoId)], numeroTexto).map((id) => `/api/admin/pedidos/${id}/rastreio`),
    corpo: () => arbitraryFrom(atualizarRastreioSchema),
    cabecalhos: () => ifMatch,
  },
  {
    rota: 'admin-pedidos-status-lote',
    escopo: ['pedidos', 'outbox', 'logs'],
    metodo: 'POST',
    caminho: fixo('/api/admin/pedidos/status-em-lote'),
    corpo: (m) =>
      arbitraryFrom(statusEmLoteRequestSchema, {
        ids: fc.array(fc.oneof(fc.constant(m.pedidoId), numeroValido), { minLength: 1, maxLength: 8 }),
        status: fc.constantFrom(...statusPedidoSchema.options, 'Outro'),
        motivo_cancelamento: fc.option(fc.oneof(fc.constantFrom('Cliente desistiu', ''), textoHostil), {
          nil: undefined,
        }),
      }),
  },
  {
    rota: 'chamados-mensagens',
    escopo: ['chamados', 'outbox', 'logs'],
    metodo: 'POST',
    caminho: (m) => parametro([String(m.chamadoId)], numeroTexto).map((id) => `/api/support/chamados/${id}/mensagens`),
    corpo: () =>
      arbitraryFrom(respostaChamadoSchema, {
        texto: fc.oneof(
          fc.constantFrom('Obrigado!', '', '   '),
          textoHostil,
          fc.string({ minLength: 4990, maxLength: 5010 }),
        ),
        anexo_upload_ids: fc.option(fc.array(fc.oneof(fc.uuid(), textoHostil), { maxLength: 12 }), { nil: undefined }),
      }),
    cabecalhos: () => chaveIdempotencia.map((chave) => ({ 'idempotency-key': chave })),
  },
  {
    rota: 'admin-chamados-status',
    escopo: ['chamados', 'outbox', 'logs'],
    metodo: 'PUT',
    caminho: (m) => parametro([String(m.chamadoId)], numeroTexto).map((id) => `/api/admin/chamados/${id}/status`),
    corpo: () => arbitraryFrom(atualizarStatusChamadoSchema),
    cabecalhos: () => ifMatch,
  },
  {
    rota: 'admin-produtos-criar',
    escopo: ['produtos', 'logs'],
    metodo: 'POST',
    caminho: fixo('/api/admin/produtos'),
    corpo: () => produtoValido,
  },
  {
    rota: 'admin-produtos-atualizar',
    escopo: ['produtos', 'logs'],
    metodo: 'PUT',
    caminho: (m) =>
      parametro(
        m.produtos.map((produto) => produto.id),
        uuidTexto,
      ).map((id) => `/api/admin/produtos/${id}`),
    corpo: () => produtoValido,
    cabecalhos: () => ifMatch,
  },
  {
    rota: 'usuarios-permissoes',
    escopo: ['usuarios', 'logs'],
    metodo: 'PUT',
    caminho: (m) =>
      parametro([m.vitima.id, m.naoVerificado.id, m.admin.id], uuidTexto).map((id) => `/api/users/${id}/permissions`),
    corpo: () => arbitraryFrom(permissoesRequestSchema, { role: fc.constantFrom('admin', 'user', 'master', 'root') }),
  },
  {
    rota: 'admin-unidades-criar',
    escopo: ['unidades', 'logs'],
    metodo: 'POST',
    caminho: fixo('/api/admin/unidades'),
    corpo: () => unidadeValida,
  },
  {
    rota: 'admin-unidades-atualizar',
    escopo: ['unidades', 'logs'],
    metodo: 'PUT',
    caminho: (m) => parametro([m.unidadeId], uuidTexto).map((id) => `/api/admin/unidades/${id}`),
    corpo: () => unidadeValida,
    cabecalhos: () => ifMatch,
  },
  {
    rota: 'admin-unidades-verba',
    escopo: ['verbas', 'logs'],
    metodo: 'PUT',
    caminho: (m) => parametro([m.unidadeId], uuidTexto).map((id) => `/api/admin/unidades/${id}/verba`),
    corpo: () => verbaValida,
  },
];

/** The routes that take no body, with their path parameters (the JSON routes' paths are fuzzed with their bodies). */
export const alvosSemCorpo: Alvo[] = [
  {
    rota: 'produtos-imagem',
    escopo: ['produtos'],
    metodo: 'GET',
    caminho: (m) =>
      fc
        .tuple(
          parametro(
            m.produtos.map((produto) => produto.id),
            uuidTexto,
          ),
          parametro(['original', 'miniatura', 'guia-tamanho'], fc.constantFrom('ORIGINAL', 'thumb')),
          fc.constantFrom('', '?v=1', `?v=${codificar("' OR 1=1")}`),
        )
        .map(([id, variante, consulta]) => `/api/produtos/${id}/imagem/${variante}${consulta}`),
  },
  {
    rota: 'carrinho-item-remover',
    escopo: ['pedidos'],
    metodo: 'DELETE',
    caminho: () => parametro(['{itemCarrinho}'], uuidTexto).map((id) => `/api/carrinho/${id}`),
  },
  { rota: 'carrinho-limpar', metodo: 'DELETE', caminho: fixo('/api/carrinho'), escopo: ['pedidos'] },
  {
    rota: 'pedidos-detalhe',
    escopo: ['pedidos'],
    metodo: 'GET',
    caminho: (m) => parametro([String(m.pedidoId)], numeroTexto).map((id) => `/api/pedidos/${id}`),
  },
  {
    rota: 'pedidos-pedir-novamente',
    escopo: ['pedidos'],
    metodo: 'POST',
    caminho: (m) => parametro([String(m.pedidoId)], numeroTexto).map((id) => `/api/pedidos/${id}/pedir-novamente`),
  },
  {
    rota: 'pedidos-logo',
    escopo: ['pedidos'],
    metodo: 'GET',
    caminho: (m) =>
      fc
        .tuple(parametro([String(m.pedidoId)], numeroTexto), parametro(['0', '1', '9', '10'], numeroTexto))
        .map(([id, indice]) => `/api/pedidos/${id}/logo/${indice}`),
  },
  {
    rota: 'chamados-detalhe',
    escopo: ['chamados'],
    metodo: 'GET',
    caminho: (m) => parametro([String(m.chamadoId)], numeroTexto).map((id) => `/api/support/chamados/${id}`),
  },
  {
    rota: 'chamados-anexo',
    escopo: ['chamados'],
    metodo: 'GET',
    caminho: (m) =>
      fc
        .tuple(parametro([String(m.chamadoId)], numeroTexto), parametro(['0', '1', '9', '10'], numeroTexto))
        .map(([id, indice]) => `/api/support/chamados/${id}/anexos/${indice}`),
  },
  {
    rota: 'chamados-leitura',
    escopo: ['chamados'],
    metodo: 'PUT',
    caminho: (m) => parametro([String(m.chamadoId)], numeroTexto).map((id) => `/api/support/chamados/${id}/leitura`),
  },
  {
    rota: 'admin-pedidos-detalhe',
    escopo: ['pedidos'],
    metodo: 'GET',
    caminho: (m) => parametro([String(m.pedidoId)], numeroTexto).map((id) => `/api/admin/pedidos/${id}`),
  },
  {
    rota: 'admin-produtos-excluir',
    escopo: ['produtos', 'logs'],
    metodo: 'DELETE',
    caminho: (m) => parametro([m.produtoDescartavel], uuidTexto).map((id) => `/api/admin/produtos/${id}`),
    cabecalhos: () => ifMatch,
  },
  ...(['PUT', 'DELETE'] as const).map(
    (metodo): Alvo => ({
      rota: metodo === 'PUT' ? 'usuarios-unidade-vincular' : 'usuarios-unidade-desvincular',
      escopo: ['usuarios', 'unidades', 'logs'],
      metodo,
      caminho: (m) =>
        fc
          .tuple(parametro([m.vitima.id, m.usuario.id], uuidTexto), parametro([m.unidadeId], uuidTexto))
          .map(([id, unidadeId]) => `/api/users/${id}/unidades/${unidadeId}`),
    }),
  ),
  {
    // A signed-in sender would end the session the rest of the fuzzing uses: only forged and absent tokens.
    rota: 'auth-logout',
    escopo: ['usuarios', 'logs'],
    metodo: 'POST',
    caminho: fixo('/api/logout'),
    quem: fc.constantFrom('anonimo', 'tokenHostil'),
  },
];

/** The multipart routes (multipart.test.ts); POST /api/pedidos takes JSON too. */
export const rotasMultipart = ['pedidos-criar', 'chamados-criar'] as const;

/** A list route's query string: its own parameters (valid-looking or hostile), repeated, unknown or broken. */
export interface AlvoConsulta {
  rota: string;
  caminho: string;
  /** What a GET could write: the cart (dropping items no longer sold), or nothing of its own list. */
  escopo: ContainerName[];
  /** Valid-looking values of each parameter the route reads; `tokens`: continuation tokens it issued. */
  parametros?: (tokens: readonly string[]) => Record<string, fc.Arbitrary<string>>;
}

const dia = fc.oneof(
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((data) => data.toISOString().slice(0, 10)),
  fc.constantFrom(
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '26-1-1',
    '2026/01/01',
    '9999-12-31',
    '2026-01-01T00:00:00Z',
  ),
);
const limite = (maximo: number) =>
  fc.oneof(
    fc.integer({ min: 1, max: maximo }).map(String),
    fc.constantFrom('0', '-1', String(maximo + 1), '1.5', '1e2', ' 7 ', 'abc'),
  );
const textoCurto = fc.oneof(fc.constantFrom('maria', 'Agro', 'teste', 'ã'), fc.string({ maxLength: 20 }));
const cosmosContinuacoes = [
  '[{"token":"+RID:~AAAAAA==#RT:1#TRC:1#ISV:2#IEO:65567#QCF:8","range":{"min":"","max":"FF"}}]',
  '{"compositeToken":"x","orderByItems":[{"item":"2026-01-01"}],"rid":"AAAA","skipCount":0,"filter":null}',
  '+RID:~AAAAAA==#RT:1#TRC:1',
  '{}',
  '[]',
  'null',
  '1',
  '"x"',
  '{"token":null,"range":null}',
  '[{"token":1e400}]',
];
/** Continuation tokens: issued ones, the API's wrapping around made-up database tokens, and garbage. */
const continuacao = (tokens: readonly string[]) =>
  fc.oneof(
    ...(tokens.length > 0 ? [fc.constantFrom(...tokens)] : []),
    fc
      .oneof(
        fc.constantFrom(...cosmosContinuacoes),
        fc.string({ maxLength: 60 }),
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      )
      .map((c) => Buffer.from(JSON.stringify({ c })).toString('base64url')),
    fc.constantFrom('', 'abc', '%%%', 'eyJjIjoxfQ', 'x'.repeat(9_000)),
    textoHostil,
  );

/** The order lists' filters, which the export reads too. */
const filtrosPedidos = {
  id: fc.oneof(fc.stringMatching(/^#?\d{1,12}$/), fc.constantFrom('#', '1'.repeat(13), '-1')),
  cliente: textoCurto,
  unidade: fc.oneof(fc.uuid(), textoCurto),
  status: fc.constantFrom(
    'Pendente de Aprovação',
    'Aprovado',
    'Em Transporte',
    'Em Preparação',
    'Entregue',
    'Cancelado',
    'cancelado',
  ),
  de: dia,
  ate: dia,
};

/** The GET routes, with the parameters each list reads; the others get unrelated or broken query strings. */
export const alvosConsulta: AlvoConsulta[] = [
  { rota: 'health', caminho: '/api/health', escopo: ['outbox'] },
  { rota: 'config', caminho: '/api/config', escopo: ['usuarios'] },
  { rota: 'profile', caminho: '/api/profile', escopo: ['usuarios'] },
  { rota: 'azure-token', caminho: '/api/azure-token', escopo: ['usuarios'] },
  { rota: 'produtos-listar', caminho: '/api/produtos', escopo: ['produtos'] },
  { rota: 'carrinho-ver', caminho: '/api/carrinho', escopo: ['pedidos'] },
  { rota: 'admin-dashboard', caminho: '/api/admin/dashboard', escopo: ['pedidos'] },
  { rota: 'admin-produtos-listar', caminho: '/api/admin/produtos', escopo: ['produtos'] },
  ...(['pedidos-meus', 'admin-pedidos-listar'] as const).map((rota) => ({
    rota,
    caminho: rota === 'pedidos-meus' ? '/api/pedidos/meus-pedidos' : '/api/admin/pedidos',
    escopo: ['pedidos'] as ContainerName[],
    parametros: (tokens: readonly string[]) => ({
      ...filtrosPedidos,
      limite: limite(100),
      continuacao: continuacao(tokens),
    }),
  })),
  {
    rota: 'admin-pedidos-exportacao',
    caminho: '/api/admin/exportacao-pedidos',
    escopo: ['pedidos'],
    parametros: () => filtrosPedidos,
  },
  ...(['chamados-meus', 'admin-chamados-listar'] as const).map((rota) => ({
    rota,
    caminho: rota === 'chamados-meus' ? '/api/support/meus-chamados' : '/api/admin/chamados',
    escopo: ['chamados'] as ContainerName[],
    parametros: (tokens: readonly string[]) => ({
      protocolo: fc.oneof(fc.stringMatching(/^(CH-?|ch)?\d{1,12}$/), fc.constantFrom('CH-', 'CH--1')),
      usuario: textoCurto,
      status: fc.constantFrom('Aberto', 'Em andamento', 'Aguardando franqueado', 'Resolvido', 'aberto'),
      formulario: fc.constantFrom('Solicitações de Marketing', 'Lançamento de Notas e Despesas', 'Outro'),
      tipoSolicitacao: fc.constantFrom('Campanha', 'Material', 'Serviço', 'Servico'),
      de: dia,
      ate: dia,
      // Issue 36: the late filter and the order by deadline, support's only (a requester's list refuses them).
      ...(rota === 'admin-chamados-listar'
        ? {
            atrasados: fc.oneof(fc.constantFrom('1', '0', 'true', '__proto__'), textoCurto),
            ordem: fc.oneof(fc.constantFrom('prazo', 'Prazo', 'urgencia', 'constructor'), textoCurto),
          }
        : {}),
      limite: limite(100),
      continuacao: continuacao(tokens),
    }),
  })),
  {
    rota: 'admin-logs',
    caminho: '/api/admin/logs',
    escopo: ['logs'],
    parametros: (tokens) => ({
      tipo: fc.constantFrom('Pedido', 'Produto', 'Usuario', 'Sistema', 'Usuário'),
      acao: textoCurto,
      usuario: textoCurto,
      de: dia,
      ate: dia,
      limite: limite(200),
      continuacao: continuacao(tokens),
    }),
  },
  {
    rota: 'usuarios-listar',
    caminho: '/api/users',
    escopo: ['usuarios'],
    parametros: () => ({ busca: textoCurto, id: textoCurto, limite: limite(50) }),
  },
  { rota: 'admin-unidades-listar', caminho: '/api/admin/unidades', escopo: ['unidades'] },
  { rota: 'admin-unidades-verbas', caminho: '/api/admin/unidades/verbas', escopo: ['verbas'] },
  { rota: 'unidades-minhas', caminho: '/api/unidades/minhas', escopo: ['unidades'] },
];
