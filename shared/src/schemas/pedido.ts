import * as z from 'zod/mini';
import { codigoCorreios, transportadoras } from '../domain/rastreio.ts';
import { semRepetidos } from '../domain/uploads.ts';
import { mensagensPedidos, mensagensRastreio } from '../mensagens/pedidos.ts';
import { mensagensUpload } from '../mensagens/uploads.ts';
import { addIssue } from './addIssue.ts';

/** Spec section 5: field rules and their exact messages. */
const obrigatorio = (mensagem: string, minimo = 1) =>
  z.string({ error: mensagem }).check(z.trim(), z.minLength(minimo, mensagem));

export const dadosPessoaisSchema = z.object({
  nome_completo: obrigatorio(mensagensPedidos.nomeCompleto, 3).check(z.maxLength(150, mensagensPedidos.nomeCompleto)),
  cpf: z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(value), mensagensPedidos.cpf),
    ),
    '',
  ),
  nome_empresa: obrigatorio(mensagensPedidos.nomeEmpresa, 2).check(z.maxLength(150, mensagensPedidos.nomeEmpresa)),
  cnpj: z
    .string({ error: mensagensPedidos.cnpj })
    .check(z.trim(), z.regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, mensagensPedidos.cnpj)),
  telefone: obrigatorio(mensagensPedidos.telefone, 10).check(z.maxLength(16, mensagensPedidos.telefone)),
});
export type DadosPessoais = z.infer<typeof dadosPessoaisSchema>;

export const enderecoFaturamentoSchema = z.object({
  // Upper-cased before it is checked, and only two letters A–Z: what is stored must pass this schema again when read
  // ('ßa' upper-cases to 'SSA').
  estado: z.pipe(
    z.pipe(
      z.string({ error: mensagensPedidos.estado }).check(z.trim()),
      z.transform((value) => value.toUpperCase()),
    ),
    z.string().check(z.regex(/^[A-Z]{2}$/, mensagensPedidos.estado)),
  ),
  cidade: obrigatorio(mensagensPedidos.cidade, 2).check(z.maxLength(100, mensagensPedidos.cidade)),
  cep: z.string({ error: mensagensPedidos.cep }).check(z.trim(), z.regex(/^\d{5}-\d{3}$/, mensagensPedidos.cep)),
  bairro: obrigatorio(mensagensPedidos.bairro, 2).check(z.maxLength(100, mensagensPedidos.bairro)),
  rua: obrigatorio(mensagensPedidos.rua, 5).check(z.maxLength(200, mensagensPedidos.rua)),
  numero: obrigatorio(mensagensPedidos.numero).check(z.maxLength(20, mensagensPedidos.numero)),
  complemento: z._default(z.string().check(z.trim(), z.maxLength(100, mensagensPedidos.complemento)), ''),
  ponto_referencia: z._default(z.string().check(z.trim(), z.maxLength(200, mensagensPedidos.pontoReferencia)), ''),
});
export type EnderecoFaturamento = z.infer<typeof enderecoFaturamentoSchema>;

export const enderecoEntregaSchema = z.extend(enderecoFaturamentoSchema, {
  quem_recebera: obrigatorio(mensagensPedidos.quemRecebera, 2).check(z.maxLength(100, mensagensPedidos.quemRecebera)),
});
export type EnderecoEntrega = z.infer<typeof enderecoEntregaSchema>;

export const logoExtraSchema = z.object({
  produtos: obrigatorio(mensagensPedidos.logoProdutos, 3).check(z.maxLength(500, mensagensPedidos.logoProdutos)),
  entende_alteracao_valor: z.literal(true, { error: mensagensPedidos.logoEntende }),
});

export const observacoesSchema = z._default(
  z.string().check(z.trim(), z.maxLength(500, mensagensPedidos.observacoes)),
  '',
);

/**
 * The order fields of POST /api/pedidos (spec section 3), images aside: they arrive as file parts or as
 * references to uploads. Billing is required only when it differs from delivery.
 */
export const pedidoRequestSchema = z.pipe(
  z.object({
    dados_pessoais: dadosPessoaisSchema,
    dados_entrega: enderecoEntregaSchema,
    endereco_entrega_igual_faturamento: z.boolean(),
    dados_faturamento: z.optional(z.unknown()),
    observacoes: observacoesSchema,
    logo_extra: z._default(z.nullable(logoExtraSchema), null),
    /** Beyond the spec (issue 36): the franchise unit the order is for, one of the user's; absent: none. */
    unidade_id: z.optional(z.uuid(mensagensPedidos.unidadeNaoEncontrada)),
  }),
  z.transform((pedido, context) => {
    if (pedido.endereco_entrega_igual_faturamento) {
      const { quem_recebera: _, ...faturamento } = pedido.dados_entrega;
      return { ...pedido, dados_faturamento: faturamento };
    }
    // A missing billing address reports each field, like an empty form would.
    const faturamento = enderecoFaturamentoSchema.safeParse(pedido.dados_faturamento ?? {});
    if (!faturamento.success) {
      for (const issue of faturamento.error.issues) {
        addIssue(context, { ...issue, path: ['dados_faturamento', ...issue.path] });
      }
      return z.NEVER;
    }
    return { ...pedido, dados_faturamento: faturamento.data };
  }),
);
export type PedidoRequest = z.infer<typeof pedidoRequestSchema>;

/** Upload references: ids returned by POST /api/uploads, at most 10 per order. */
export const uploadIdsSchema = z
  .array(z.uuid(mensagensPedidos.uploadNaoEncontrado))
  .check(z.maxLength(10, mensagensPedidos.maximoImagens), z.refine(semRepetidos, mensagensUpload.repetido));

export const statusPedidoSchema = z.enum([
  'Pendente de Aprovação',
  'Aprovado',
  'Em Preparação',
  'Em Transporte',
  'Entregue',
  'Cancelado',
]);
export type StatusPedido = z.infer<typeof statusPedidoSchema>;

export const itemPedidoSchema = z.object({
  produto_id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  quantidade: z.number().check(z.int()),
  tamanho: z.nullable(z.string()),
  preco_unitario: z.number(),
  subtotal: z.number(),
});

/** One entry of an order's timeline: every status it went through, who set it and when (and why, when cancelled). */
export const eventoStatusSchema = z.object({
  status: statusPedidoSchema,
  por: z.string(),
  em: z.string(),
  motivo: z.nullable(z.string()),
});
export type EventoStatus = z.infer<typeof eventoStatusSchema>;

/** An order's carrier and tracking code, as stored and returned (issue 21). */
export const rastreioSchema = z.object({ transportadora: z.enum(transportadoras), codigo: z.string() });
export type Rastreio = z.infer<typeof rastreioSchema>;

/**
 * A carrier and code as an admin sends them: a code of 4–40 letters, digits, dots, slashes or hyphens; a Correios
 * code in its own format, upper-cased (the franchisee may type it in lower case and the link would still work).
 */
export const rastreioInformadoSchema = z.pipe(
  z.object({
    transportadora: z.enum(transportadoras, { error: mensagensRastreio.transportadoraInvalida }),
    codigo: z
      .string({ error: mensagensRastreio.codigoObrigatorio })
      .check(
        z.trim(),
        z.minLength(1, mensagensRastreio.codigoObrigatorio),
        z.minLength(4, mensagensRastreio.codigoInvalido),
        z.maxLength(40, mensagensRastreio.codigoInvalido),
        z.regex(/^[A-Za-z0-9][A-Za-z0-9./-]*$/, mensagensRastreio.codigoInvalido),
      ),
  }),
  z.transform((rastreio, context): Rastreio => {
    if (rastreio.transportadora !== 'Correios') return rastreio;
    const codigo = rastreio.codigo.toUpperCase();
    if (!codigoCorreios.test(codigo)) {
      addIssue(context, { code: 'custom', message: mensagensRastreio.codigoCorreios, path: ['codigo'] });
      return z.NEVER;
    }
    return { ...rastreio, codigo };
  }),
);

/** Issue 36: the unit an order was placed for — its id and a copy of its data as they were then. */
export const unidadeDoPedidoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cnpj: z.string(),
  razao_social: z.string(),
});
export type UnidadeDoPedido = z.infer<typeof unidadeDoPedidoSchema>;

/** An order as the API returns it. */
export const pedidoSchema = z.object({
  id: z.number().check(z.int()),
  status: statusPedidoSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** The version read (ETag): a status change sends it back in If-Match, so a stale screen cannot overwrite. */
  versao: z.string(),
  total: z.number(),
  observacoes: z.string(),
  motivo_cancelamento: z.nullable(z.string()),
  user: z.object({ username: z.string(), email: z.string() }),
  dados_pessoais: dadosPessoaisSchema,
  dados_entrega: enderecoEntregaSchema,
  dados_faturamento: enderecoFaturamentoSchema,
  endereco_entrega_igual_faturamento: z.boolean(),
  logo_extra: z.nullable(
    z.object({
      produtos: z.string(),
      entende_alteracao_valor: z.boolean(),
      imagens: z.array(z.object({ nome: z.string(), url: z.string() })),
    }),
  ),
  itens: z.array(itemPedidoSchema),
  /** The timeline, oldest first (shown to the franchisee too). */
  historico: z.array(eventoStatusSchema),
  /** Given by the admin when the order ships; kept once delivered or cancelled. */
  rastreio: z._default(z.nullable(rastreioSchema), null),
  /** The franchise unit it was placed for (issue 36); none for orders without one. */
  unidade: z._default(z.nullable(unidadeDoPedidoSchema), null),
  /** How far beyond its unit's budget balance it went when placed, in reais: why it waits for approval (issue 36). */
  acima_da_verba: z._default(z.nullable(z.number()), null),
});
export type Pedido = z.infer<typeof pedidoSchema>;

export const pedidoCriadoResponseSchema = z.object({ message: z.string(), pedido: pedidoSchema });
