import { chavesDoEstoque, type Estoque } from '@portal/shared/domain/estoque';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import { addIssue } from '@portal/shared/schemas/addIssue';
import { unidadesEstoqueSchema } from '@portal/shared/schemas/produto';
import {
  type ProdutoAdmin,
  type ProdutoAdminRequest,
  produtoAdminRequestSchema,
} from '@portal/shared/schemas/produtoAdmin';
import * as z from 'zod/mini';
import { pickedFilesSchema } from '../../lib/uploads/pickedFile.ts';
import { lerDataUrl } from './lerDataUrl.ts';
import { lerPreco, precoParaCampo } from './preco.ts';

const campos = produtoAdminRequestSchema.shape;

/** '12', or '1.200' with the pt-BR thousands dot: the whole number typed, or null when the text is none. */
export function lerQuantidade(texto: string): number | null {
  const valor = texto.trim();
  if (/^\d+$/.test(valor)) return Number(valor);
  return /^\d{1,3}(?:\.\d{3})+$/.test(valor) ? Number(valor.replace(/\./g, '')) : null;
}

/** One field per size, in the sizes' order, as text (size '' when the product has no sizes). */
export type QuantidadesDoFormulario = { tamanho: string; quantidade: string }[];

/**
 * The stock part of the form: counted or not and, when counted, one whole number per size under the API's own
 * rule (`unidadesEstoqueSchema`, message `invalido` under the field). Unchecked, what was typed is kept but not sent.
 */
const estoqueDoFormularioSchema = z.pipe(
  z.object({
    controlar: z.boolean(),
    quantidades: z.array(z.object({ tamanho: z.string(), quantidade: z.string() })),
  }),
  z.transform(({ controlar, quantidades }, contexto): Record<string, number> | null => {
    if (!controlar) return null;
    const estoque = new Map<string, number>();
    for (const [indice, { tamanho, quantidade }] of quantidades.entries()) {
      const lida = unidadesEstoqueSchema.safeParse(lerQuantidade(quantidade));
      if (lida.success) {
        estoque.set(tamanho, lida.data);
      } else {
        const path = ['quantidades', indice, 'quantidade'];
        addIssue(contexto, { code: 'custom', message: mensagensEstoque.invalido, path });
      }
    }
    return Object.fromEntries(estoque);
  }),
);

/**
 * The stock fields for these sizes: a size kept keeps what was typed for it, a new one starts empty, a removed
 * one goes (the API takes exactly one count per size).
 */
export function quantidadesDosTamanhos(atuais: QuantidadesDoFormulario, tamanhos: readonly string[]) {
  return chavesDoEstoque(tamanhos).map((tamanho) => ({
    tamanho,
    quantidade: atuais.find((atual) => atual.tamanho === tamanho)?.quantidade ?? '',
  }));
}

/** The stored stock as the form's fields (empty ones where it has no count for a size). */
const quantidadesDoEstoque = (estoque: Estoque | null, tamanhos: readonly string[]) =>
  quantidadesDosTamanhos(
    Object.entries(estoque ?? {}).map(([tamanho, quantidade]) => ({ tamanho, quantidade: String(quantidade) })),
    tamanhos,
  );

/**
 * The product form: the API's own field rules and messages (spec section 5), the price typed as text
 * (pt-BR comma) and turned into the number the API takes, and the two images as picked files under the
 * shared 1 MB image policy.
 */
export const formularioProdutoSchema = z.object({
  nome: campos.nome,
  descricao: campos.descricao,
  preco: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, mensagensProdutoAdmin.obrigatorios)),
      z.transform((texto, contexto) => {
        const preco = lerPreco(texto);
        if (preco === null) addIssue(contexto, { code: 'custom', message: mensagensProdutoAdmin.precoInvalido });
        return preco ?? z.NEVER;
      }),
    ),
    campos.preco,
  ),
  tamanhos: z.array(z.string()),
  imagem: pickedFilesSchema('imagem-produto'),
  guia: pickedFilesSchema('imagem-produto'),
  remover_imagem: z.boolean(),
  remover_guia_tamanho: z.boolean(),
  ativo: z.boolean(),
  estoque: estoqueDoFormularioSchema,
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
    estoque: {
      controlar: Boolean(produto && produto.estoque !== null),
      quantidades: quantidadesDoEstoque(produto?.estoque ?? null, produto?.tamanhos ?? []),
    },
  };
}

/**
 * The JSON payload of POST/PUT: a newly picked image goes as its data URL (absent: the stored one stays);
 * a remove flag counts only when no new image replaces the stored one; the stock, one count per size, or null
 * when it is not counted.
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
    estoque: valores.estoque,
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

/** What the activate/deactivate toggle sends (spec section 7): never `estoque`, so the stock stays as it is. */
export type CorpoStatus = Pick<ProdutoAdminRequest, 'nome' | 'descricao' | 'preco' | 'tamanhos' | 'ativo'>;

/** The toggle's payload, or null when the stored price is invalid: the product must be edited first. */
export function corpoDoStatus(produto: ProdutoAdmin, ativo: boolean): CorpoStatus | null {
  if (produto.preco === null) return null;
  return { nome: produto.nome, descricao: produto.descricao, preco: produto.preco, tamanhos: produto.tamanhos, ativo };
}
