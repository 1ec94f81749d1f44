import * as z from 'zod';
import { codigoCorreios, transportadoras } from '../domain/rastreio.ts';
import { semRepetidos } from '../domain/uploads.ts';
import { mensagensPedidos, mensagensRastreio } from '../mensagens/pedidos.ts';
import { mensagensUpload } from '../mensagens/uploads.ts';

/** Spec section 5: field rules and their exact messages. */
const obrigatorio = (mensagem: string, minimo = 1) => z.string({ error: mensagem }).trim().min(minimo, mensagem);

export const dadosPessoaisSchema = z.object({
  nome_completo: obrigatorio(mensagensPedidos.nomeCompleto, 3).max(150, mensagensPedidos.nomeCompleto),
  cpf: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(value), mensagensPedidos.cpf)
    .default(''),
  nome_empresa: obrigatorio(mensagensPedidos.nomeEmpresa, 2).max(150, mensagensPedidos.nomeEmpresa),
  cnpj: z
    .string({ error: mensagensPedidos.cnpj })
    .trim()
    .regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, mensagensPedidos.cnpj),
  telefone: obrigatorio(mensagensPedidos.telefone, 10).max(16, mensagensPedidos.telefone),
});
export type DadosPessoais = z.infer<typeof dadosPessoaisSchema>;

export const enderecoFaturamentoSchema = z.object({
  // Upper-cased before it is checked, and only two letters A–Z: what is stored must pass this schema again when read
  // ('ßa' upper-cases to 'SSA').
  estado: z
    .string({ error: mensagensPedidos.estado })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, mensagensPedidos.estado)),
  cidade: obrigatorio(mensagensPedidos.cidade, 2).max(100, mensagensPedidos.cidade),
  cep: z
    .string({ error: mensagensPedidos.cep })
    .trim()
    .regex(/^\d{5}-\d{3}$/, mensagensPedidos.cep),
  bairro: obrigatorio(mensagensPedidos.bairro, 2).max(100, mensagensPedidos.bairro),
  rua: obrigatorio(mensagensPedidos.rua, 5).max(200, mensagensPedidos.rua),
  numero: obrigatorio(mensagensPedidos.numero).max(20, mensagensPedidos.numero),
  complemento: z.string().trim().max(100, mensagensPedidos.complemento).default(''),
  ponto_referencia: z.string().trim().max(200, mensagensPedidos.pontoReferencia).default(''),
});
export type EnderecoFaturamento = z.infer<typeof enderecoFaturamentoSchema>;

export const enderecoEntregaSchema = enderecoFaturamentoSchema.extend({
  quem_recebera: obrigatorio(mensagensPedidos.quemRecebera, 2).max(100, mensagensPedidos.quemRecebera),
});
export type EnderecoEntrega = z.infer<typeof enderecoEntregaSchema>;

export const logoExtraSchema = z.object({
  produtos: obrigatorio(mensagensPedidos.logoProdutos, 3).max(500, mensagensPedidos.logoProdutos),
  entende_alteracao_valor: z.literal(true, { error: mensagensPedidos.logoEntende }),
});

export const observacoesSchema = z.string().trim().max(500, mensagensPedidos.observacoes).default('');

/**
 * The order fields of POST /api/pedidos (spec section 3), images aside: they arrive as file parts or as
 * references to uploads. Billing is required only when it differs from delivery.
 */
export const pedidoRequestSchema = z
  .object({
    dados_pessoais: dadosPessoaisSchema,
    dados_entrega: enderecoEntregaSchema,
    endereco_entrega_igual_faturamento: z.boolean(),
    dados_faturamento: z.unknown().optional(),
    observacoes: observacoesSchema,
    logo_extra: logoExtraSchema.nullable().default(null),
    /** Beyond the spec (issue 36): the franchise unit the order is for, one of the user's; absent: none. */
    unidade_id: z.uuid(mensagensPedidos.unidadeNaoEncontrada).optional(),
  })
  .transform((pedido, context) => {
    if (pedido.endereco_entrega_igual_faturamento) {
      const { quem_recebera: _, ...faturamento } = pedido.dados_entrega;
      return { ...pedido, dados_faturamento: faturamento };
    }
    // A missing billing address reports each field, like an empty form would.
    const faturamento = enderecoFaturamentoSchema.safeParse(pedido.dados_faturamento ?? {});
    if (!faturamento.success) {
      for (const issue of faturamento.error.issues) {
        context.addIssue({ ...issue, path: ['dados_faturamento', ...issue.path] } as z.core.$ZodRawIssue);
      }
      return z.NEVER;
    }
    return { ...pedido, dados_faturamento: faturamento.data };
  });
export type PedidoRequest = z.infer<typeof pedidoRequestSchema>;

/** Upload references: ids returned by POST /api/uploads, at most 10 per order. */
export const uploadIdsSchema = z
  .array(z.uuid(mensagensPedidos.uploadNaoEncontrado))
  .max(10, mensagensPedidos.maximoImagens)
  .refine(semRepetidos, mensagensUpload.repetido);

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
  quantidade: z.number().int(),
  tamanho: z.string().nullable(),
  preco_unitario: z.number(),
  subtotal: z.number(),
});

/** One entry of an order's timeline: every status it went through, who set it and when (and why, when cancelled). */
export const eventoStatusSchema = z.object({
  status: statusPedidoSchema,
  por: z.string(),
  em: z.string(),
  motivo: z.string().nullable(),
});
export type EventoStatus = z.infer<typeof eventoStatusSchema>;

/** An order's carrier and tracking code, as stored and returned (issue 21). */
export const rastreioSchema = z.object({ transportadora: z.enum(transportadoras), codigo: z.string() });
export type Rastreio = z.infer<typeof rastreioSchema>;

/**
 * A carrier and code as an admin sends them: a code of 4–40 letters, digits, dots, slashes or hyphens; a Correios
 * code in its own format, upper-cased (the franchisee may type it in lower case and the link would still work).
 */
export const rastreioInformadoSchema = z
  .object({
    transportadora: z.enum(transportadoras, { error: mensagensRastreio.transportadoraInvalida }),
    codigo: z
      .string({ error: mensagensRastreio.codigoObrigatorio })
      .trim()
      .min(1, mensagensRastreio.codigoObrigatorio)
      .min(4, mensagensRastreio.codigoInvalido)
      .max(40, mensagensRastreio.codigoInvalido)
      .regex(/^[A-Za-z0-9][A-Za-z0-9./-]*$/, mensagensRastreio.codigoInvalido),
  })
  .transform((rastreio, context): Rastreio => {
    if (rastreio.transportadora !== 'Correios') return rastreio;
    const codigo = rastreio.codigo.toUpperCase();
    if (!codigoCorreios.test(codigo)) {
      context.addIssue({ code: 'custom', message: mensagensRastreio.codigoCorreios, path: ['codigo'] });
      return z.NEVER;
    }
    return { ...rastreio, codigo };
  });

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
  id: z.number().int(),
  status: statusPedidoSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** The version read (ETag): a status change sends it back in If-Match, so a stale screen cannot overwrite. */
  versao: z.string(),
  total: z.number(),
  observacoes: z.string(),
  motivo_cancelamento: z.string().nullable(),
  user: z.object({ username: z.string(), email: z.string() }),
  dados_pessoais: dadosPessoaisSchema,
  dados_entrega: enderecoEntregaSchema,
  dados_faturamento: enderecoFaturamentoSchema,
  endereco_entrega_igual_faturamento: z.boolean(),
  logo_extra: z
    .object({
      produtos: z.string(),
      entende_alteracao_valor: z.boolean(),
      imagens: z.array(z.object({ nome: z.string(), url: z.string() })),
    })
    .nullable(),
  itens: z.array(itemPedidoSchema),
  /** The timeline, oldest first (shown to the franchisee too). */
  historico: z.array(eventoStatusSchema),
  /** Given by the admin when the order ships; kept once delivered or cancelled. */
  rastreio: rastreioSchema.nullable().default(null),
  /** The franchise unit it was placed for (issue 36); none for orders without one. */
  unidade: unidadeDoPedidoSchema.nullable().default(null),
});
export type Pedido = z.infer<typeof pedidoSchema>;

export const pedidoCriadoResponseSchema = z.object({ message: z.string(), pedido: pedidoSchema });
