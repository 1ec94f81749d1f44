import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import {
  type ProdutoAdmin,
  type ProdutoAdminRequest,
  produtoAdminRequestSchema,
} from '@portal/shared/schemas/produtoAdmin';
import * as z from 'zod';
import { arquivosEscolhidosSchema } from '../../lib/uploads/arquivoEscolhido.ts';
import { lerDataUrl } from './lerDataUrl.ts';
import { lerPreco, precoParaCampo } from './preco.ts';

const campos = produtoAdminRequestSchema.shape;

/**
 * The product form: the API's own field rules and messages (spec section 5), the price typed as text
 * (pt-BR comma) and turned into the number the API takes, and the two images as picked files under the
 * shared 1 MB image policy.
 */
export const formularioProdutoSchema = z.object({
  nome: campos.nome,
  descricao: campos.descricao,
  preco: z
    .string()
    .trim()
    .min(1, mensagensProdutoAdmin.obrigatorios)
    .transform((texto, contexto) => {
      const preco = lerPreco(texto);
      if (preco === null) contexto.addIssue({ code: 'custom', message: mensagensProdutoAdmin.precoInvalido });
      return preco ?? z.NEVER;
    })
    .pipe(campos.preco),
  tamanhos: z.array(z.string()),
  imagem: arquivosEscolhidosSchema('imagem-produto'),
  guia: arquivosEscolhidosSchema('imagem-produto'),
  remover_imagem: z.boolean(),
  remover_guia_tamanho: z.boolean(),
  ativo: z.boolean(),
});
export type FormularioProduto = z.input<typeof formularioProdutoSchema>;
export type ProdutoValidado = z.output<typeof formularioProdutoSchema>;

/** Create mode: empty and active. Edit mode: the product's current values (its images are shown, not picked). */
export function valoresIniciais(produto: ProdutoAdmin | null): FormularioProduto {
  return {
    nome: produto?.nome ?? '',
    descricao: produto?.descricao ?? '',
    preco: produto ? precoParaCampo(produto.preco) : '',
    tamanhos: produto ? [...produto.tamanhos] : [],
    imagem: [],
    guia: [],
    remover_imagem: false,
    remover_guia_tamanho: false,
    ativo: produto?.ativo ?? true,
  };
}

/**
 * The JSON payload of POST/PUT: a newly picked image goes as its data URL (absent: the stored one stays);
 * a remove flag counts only when no new image replaces the stored one.
 */
export async function montarCorpo(valores: ProdutoValidado): Promise<ProdutoAdminRequest> {
  const [imagem] = valores.imagem;
  const [guia] = valores.guia;
  return {
    nome: valores.nome,
    descricao: valores.descricao,
    preco: valores.preco,
    tamanhos: valores.tamanhos,
    ativo: valores.ativo,
    ...(imagem ? { imagem_base64: await lerDataUrl(imagem.file) } : {}),
    ...(guia ? { guia_tamanho_base64: await lerDataUrl(guia.file) } : {}),
    remover_imagem: !imagem && valores.remover_imagem,
    remover_guia_tamanho: !guia && valores.remover_guia_tamanho,
  };
}

/**
 * A size tag typed in the form, added to the list: not blank (`tamanhoVazio`), not already there in any
 * case (`tamanhoRepetido`, naming the one listed), and within the API's length and count limits.
 */
export function adicionarTamanho(
  atuais: readonly string[],
  digitado: string,
): { tamanhos: string[] } | { erro: string } {
  const tamanho = digitado.trim();
  if (!tamanho) return { erro: mensagensProdutoAdmin.tamanhoVazio };
  const chave = tamanho.toLocaleLowerCase('pt-BR');
  const repetido = atuais.find((atual) => atual.toLocaleLowerCase('pt-BR') === chave);
  if (repetido !== undefined) return { erro: mensagensProdutoAdmin.tamanhoRepetido(repetido) };
  const lista = campos.tamanhos.safeParse([...atuais, tamanho]);
  return lista.success
    ? { tamanhos: lista.data }
    : { erro: lista.error.issues[0]?.message ?? mensagensProdutoAdmin.tamanhoVazio };
}

/** What the activate/deactivate toggle sends (spec section 7). */
export type CorpoStatus = Pick<ProdutoAdminRequest, 'nome' | 'descricao' | 'preco' | 'tamanhos' | 'ativo'>;

/** The toggle's payload, or null when the stored price is invalid: the product must be edited first. */
export function corpoDoStatus(produto: ProdutoAdmin, ativo: boolean): CorpoStatus | null {
  if (produto.preco === null) return null;
  return { nome: produto.nome, descricao: produto.descricao, preco: produto.preco, tamanhos: produto.tamanhos, ativo };
}
