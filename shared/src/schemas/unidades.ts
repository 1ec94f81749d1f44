import * as z from 'zod/mini';
import { cnpjValido } from '../domain/cnpj.ts';
import { mensagensUnidades } from '../mensagens/unidades.ts';
import { dadosPessoaisSchema, enderecoFaturamentoSchema } from './pedido.ts';

/** A unit's id as the API gives it (a UUID): anything else names no unit. */
export const unidadeIdSchema = z.uuid(mensagensUnidades.naoEncontrada);

/**
 * A unit as an admin sends it (issue 36): the checkout's own rules for CNPJ (its mask), phone and address — the
 * order copies them, so they must pass the order's schema — and the CNPJ's check digits on top.
 */
export const unidadeRequestSchema = z.object({
  nome: z
    .string({ error: mensagensUnidades.nome })
    .check(z.trim(), z.minLength(2, mensagensUnidades.nome), z.maxLength(100, mensagensUnidades.nome)),
  cnpj: dadosPessoaisSchema.shape.cnpj.check(z.refine(cnpjValido, mensagensUnidades.cnpjDigitos)),
  razao_social: z
    .string({ error: mensagensUnidades.razaoSocial })
    .check(z.trim(), z.minLength(2, mensagensUnidades.razaoSocial), z.maxLength(150, mensagensUnidades.razaoSocial)),
  telefone: dadosPessoaisSchema.shape.telefone,
  endereco: enderecoFaturamentoSchema,
});
export type UnidadeRequest = z.infer<typeof unidadeRequestSchema>;

/** A user linked to a unit, as the unit screen lists them. */
export const usuarioVinculadoSchema = z.object({ id: z.string(), username: z.string(), email: z.string() });

/** A unit as the admin API returns it: its data, the version read (If-Match of an edit) and its users. */
export const unidadeSchema = z.extend(unidadeRequestSchema, {
  id: z.string(),
  versao: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  usuarios: z.array(usuarioVinculadoSchema),
});
export type Unidade = z.infer<typeof unidadeSchema>;

export const listaUnidadesResponseSchema = z.object({ unidades: z.array(unidadeSchema) });
export const unidadeResponseSchema = z.object({ message: z.string(), unidade: unidadeSchema });

/** The most units one user may run: the checkout lists them all. */
export const maximoUnidadesPorUsuario = 50;

/**
 * A unit as its users see it at checkout (GET /api/unidades/minhas): what fills the order form, and the balance of its
 * gift budget in the current period (null: no budget set).
 */
export const unidadeDoUsuarioSchema = z.extend(unidadeRequestSchema, {
  id: z.string(),
  saldo: z._default(z.nullable(z.number()), null),
});
export type UnidadeDoUsuario = z.infer<typeof unidadeDoUsuarioSchema>;
export const minhasUnidadesResponseSchema = z.object({ unidades: z.array(unidadeDoUsuarioSchema) });
