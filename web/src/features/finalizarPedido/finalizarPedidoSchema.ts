import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import {
  dadosPessoaisSchema,
  enderecoEntregaSchema,
  enderecoFaturamentoSchema,
  logoExtraSchema,
  observacoesSchema,
  type PedidoRequest,
  pedidoRequestSchema,
} from '@portal/shared/schemas/pedido';
import type { UnidadeDoUsuario } from '@portal/shared/schemas/unidades';
import type { FieldErrors } from 'react-hook-form';
import * as z from 'zod/mini';
import { pickedFileSchema, pickedFilesSchema } from '../../lib/uploads/pickedFile.ts';

/** The billing address while it is hidden (same as delivery): kept, not validated. */
const enderecoLivreSchema = z.object({
  estado: z.string(),
  cidade: z.string(),
  cep: z.string(),
  bairro: z.string(),
  rua: z.string(),
  numero: z.string(),
  complemento: z.string(),
  ponto_referencia: z.string(),
});

/**
 * The checkout form: the shared section schemas (spec section 5 rules and messages), with the billing
 * address validated only when it differs from delivery and the extra logo only when ticked. Discriminated
 * unions instead of refinements, so every section reports its errors in the same pass.
 */
export const finalizarPedidoFormSchema = z.object({
  /** Issue 36: the unit the order is for, one of the user's; '' for none (a user without units never sees it). */
  unidade_id: z.string(),
  dados_pessoais: dadosPessoaisSchema,
  dados_entrega: enderecoEntregaSchema,
  faturamento: z.discriminatedUnion('igual', [
    z.object({ igual: z.literal(true), endereco: enderecoLivreSchema }),
    z.object({ igual: z.literal(false), endereco: enderecoFaturamentoSchema }),
  ]),
  observacoes: observacoesSchema,
  logo: z.discriminatedUnion('ativo', [
    z.object({
      ativo: z.literal(false),
      produtos: z.string(),
      entende_alteracao_valor: z.boolean(),
      // Images picked before unticking are kept, not validated, and not sent.
      imagens: z.array(pickedFileSchema),
    }),
    z.extend(logoExtraSchema, {
      ativo: z.literal(true),
      // Uploaded only when the order is sent.
      imagens: pickedFilesSchema('logo-pedido').check(z.minLength(1, mensagensPedidos.logoImagens)),
    }),
  ]),
});

export type FinalizarPedidoFormInput = z.input<typeof finalizarPedidoFormSchema>;
export type FinalizarPedidoFormValues = z.output<typeof finalizarPedidoFormSchema>;

const enderecoVazio = {
  estado: '',
  cidade: '',
  cep: '',
  bairro: '',
  rua: '',
  numero: '',
  complemento: '',
  ponto_referencia: '',
};

export const finalizarPedidoDefaults: FinalizarPedidoFormInput = {
  unidade_id: '',
  dados_pessoais: { nome_completo: '', cpf: '', nome_empresa: '', cnpj: '', telefone: '' },
  dados_entrega: { ...enderecoVazio, quem_recebera: '' },
  faturamento: { igual: true, endereco: enderecoVazio },
  observacoes: '',
  logo: { ativo: false, produtos: '', entende_alteracao_valor: false, imagens: [] },
};

/** Spec section 5: the alert of the first section (in form order) that has an error. */
export function mensagemSecaoComErro(errors: FieldErrors<FinalizarPedidoFormInput>): string | null {
  if (errors.dados_pessoais) return mensagensPedidos.corrijaDadosPessoais;
  if (errors.dados_entrega || errors.faturamento) return mensagensPedidos.corrijaEndereco;
  if (errors.logo) return mensagensPedidos.corrijaLogoExtra;
  return null;
}

/** The order fields of POST /api/pedidos, normalised by the shared request schema (billing copied when equal). */
export function montarPedido(values: FinalizarPedidoFormValues): PedidoRequest {
  return pedidoRequestSchema.parse({
    dados_pessoais: values.dados_pessoais,
    dados_entrega: values.dados_entrega,
    endereco_entrega_igual_faturamento: values.faturamento.igual,
    dados_faturamento: values.faturamento.igual ? undefined : values.faturamento.endereco,
    observacoes: values.observacoes,
    logo_extra: values.logo.ativo ? { produtos: values.logo.produtos, entende_alteracao_valor: true } : null,
    unidade_id: values.unidade_id || undefined,
  });
}

/** The form's values filled from a unit (issue 36): the company, its CNPJ and phone, and its address for both. */
export function preenchidoDaUnidade(
  atual: FinalizarPedidoFormInput,
  unidade: UnidadeDoUsuario,
): FinalizarPedidoFormInput {
  const endereco = {
    ...unidade.endereco,
    complemento: unidade.endereco.complemento ?? '',
    ponto_referencia: unidade.endereco.ponto_referencia ?? '',
  };
  return {
    ...atual,
    unidade_id: unidade.id,
    dados_pessoais: {
      ...atual.dados_pessoais,
      nome_empresa: unidade.razao_social,
      cnpj: unidade.cnpj,
      telefone: unidade.telefone,
    },
    dados_entrega: { ...endereco, quem_recebera: atual.dados_entrega.quem_recebera },
    faturamento: { igual: true, endereco },
  };
}

/**
 * The multipart body: each section JSON-encoded; billing only when it differs from delivery; the extra
 * logo only when ticked, with one logo_extra_upload_id per uploaded image.
 */
export function pedidoFormData(pedido: PedidoRequest, uploadIds: readonly string[]): FormData {
  const form = new FormData();
  form.append('dados_pessoais', JSON.stringify(pedido.dados_pessoais));
  form.append('dados_entrega', JSON.stringify(pedido.dados_entrega));
  form.append('endereco_entrega_igual_faturamento', String(pedido.endereco_entrega_igual_faturamento));
  if (!pedido.endereco_entrega_igual_faturamento) {
    form.append('dados_faturamento', JSON.stringify(pedido.dados_faturamento));
  }
  form.append('observacoes', pedido.observacoes);
  if (pedido.unidade_id) form.append('unidade_id', pedido.unidade_id);
  if (pedido.logo_extra) {
    form.append('logo_extra', JSON.stringify(pedido.logo_extra));
    for (const uploadId of uploadIds) form.append('logo_extra_upload_id', uploadId);
  }
  return form;
}
