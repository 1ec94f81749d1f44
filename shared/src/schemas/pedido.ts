import * as z from 'zod';
import { mensagensPedido } from '../mensagens/pedido.ts';

/** Spec section 5: field rules and their exact messages. */
const obrigatorio = (mensagem: string, minimo = 1) => z.string({ error: mensagem }).trim().min(minimo, mensagem);

export const dadosPessoaisSchema = z.object({
  nome_completo: obrigatorio(mensagensPedido.nomeCompleto, 3).max(150, mensagensPedido.nomeCompleto),
  cpf: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(value), mensagensPedido.cpf)
    .default(''),
  nome_empresa: obrigatorio(mensagensPedido.nomeEmpresa, 2).max(150, mensagensPedido.nomeEmpresa),
  cnpj: z
    .string({ error: mensagensPedido.cnpj })
    .trim()
    .regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, mensagensPedido.cnpj),
  telefone: obrigatorio(mensagensPedido.telefone, 10).max(16, mensagensPedido.telefone),
});
export type DadosPessoais = z.infer<typeof dadosPessoaisSchema>;

export const enderecoFaturamentoSchema = z.object({
  estado: z
    .string({ error: mensagensPedido.estado })
    .trim()
    .length(2, mensagensPedido.estado)
    .transform((value) => value.toUpperCase()),
  cidade: obrigatorio(mensagensPedido.cidade, 2).max(100, mensagensPedido.cidade),
  cep: z
    .string({ error: mensagensPedido.cep })
    .trim()
    .regex(/^\d{5}-\d{3}$/, mensagensPedido.cep),
  bairro: obrigatorio(mensagensPedido.bairro, 2).max(100, mensagensPedido.bairro),
  rua: obrigatorio(mensagensPedido.rua, 5).max(200, mensagensPedido.rua),
  numero: obrigatorio(mensagensPedido.numero).max(20, mensagensPedido.numero),
  complemento: z.string().trim().max(100, mensagensPedido.complemento).default(''),
  ponto_referencia: z.string().trim().max(200, mensagensPedido.pontoReferencia).default(''),
});
export type EnderecoFaturamento = z.infer<typeof enderecoFaturamentoSchema>;

export const enderecoEntregaSchema = enderecoFaturamentoSchema.extend({
  quem_recebera: obrigatorio(mensagensPedido.quemRecebera, 2).max(100, mensagensPedido.quemRecebera),
});
export type EnderecoEntrega = z.infer<typeof enderecoEntregaSchema>;

export const logoExtraSchema = z.object({
  produtos: obrigatorio(mensagensPedido.logoProdutos, 3).max(500, mensagensPedido.logoProdutos),
  entende_alteracao_valor: z.literal(true, { error: mensagensPedido.logoEntende }),
});

export const observacoesSchema = z.string().trim().max(500, mensagensPedido.observacoes).default('');

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
  .array(z.uuid(mensagensPedido.uploadNaoEncontrado))
  .max(10, mensagensPedido.maximoImagens);

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
});
export type Pedido = z.infer<typeof pedidoSchema>;

export const pedidoCriadoResponseSchema = z.object({ message: z.string(), pedido: pedidoSchema });
