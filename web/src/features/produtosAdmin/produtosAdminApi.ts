import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import { mensagemResponseSchema } from '@portal/shared/schemas/auth';
import {
  listaProdutosAdminResponseSchema,
  type ProdutoAdmin,
  type ProdutoAdminRequest,
  produtoSalvoResponseSchema,
} from '@portal/shared/schemas/produtoAdmin';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/session.ts';
import { withApiImages } from '../../lib/apiUrl.ts';
import { produtosKeys } from '../loja/index.ts';
import type { CorpoStatus } from './formularioProduto.ts';

/** Under the shop's key: invalidating the shop's list refreshes this one too (see atualizarListasProdutos). */
export const produtosAdminKeys = { lista: [...produtosKeys.ativos, 'admin'] as const };

/** GET /api/admin/produtos: every product, active or not, with its version. */
export const produtosAdminQuery = () =>
  queryOptions({
    queryKey: produtosAdminKeys.lista,
    queryFn: async () =>
      (
        await api.get('/api/admin/produtos', {
          schema: listaProdutosAdminResponseSchema,
          fallbackError: mensagensProdutoAdmin.erroCarregar,
        })
      ).produtos.map(withApiImages),
  });

const caminho = (produto: ProdutoAdmin) => `/api/admin/produtos/${encodeURIComponent(produto.id)}`;

/** The version the admin saw: if another admin changed the product meanwhile, the API answers 409. */
const versaoVista = (produto: ProdutoAdmin) => ({ 'If-Match': produto.versao });

/** POST /api/admin/produtos (no product yet) or PUT /api/admin/produtos/{id} of the product being edited. */
export const salvarProduto = ({ produto, corpo }: { produto: ProdutoAdmin | null; corpo: ProdutoAdminRequest }) => {
  const options = {
    body: corpo,
    schema: produtoSalvoResponseSchema,
    fallbackError: mensagensProdutoAdmin.erroSalvar,
  };
  return produto
    ? api.put(caminho(produto), { ...options, headers: versaoVista(produto) })
    : api.post('/api/admin/produtos', options);
};

/** The activate/deactivate toggle: PUT with nome, descricao, preco, tamanhos and ativo. */
export const alterarStatusProduto = ({ produto, corpo }: { produto: ProdutoAdmin; corpo: CorpoStatus }) =>
  api.put(caminho(produto), {
    body: corpo,
    headers: versaoVista(produto),
    schema: produtoSalvoResponseSchema,
    fallbackError: mensagensProdutoAdmin.erroStatus,
  });

/** DELETE /api/admin/produtos/{id}: permanent. */
export const excluirProduto = (produto: ProdutoAdmin) =>
  api.delete(caminho(produto), {
    headers: versaoVista(produto),
    schema: mensagemResponseSchema,
    fallbackError: mensagensProdutoAdmin.erroDeletar,
  });

/** After any change (or a refusal that may mean the list is stale): the admin grid and the shop's list. */
export const atualizarListasProdutos = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: produtosKeys.ativos });
