import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensLoja } from '@portal/shared/mensagens/loja';
import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import type { ProdutoAdmin, ProdutoAdminRequest } from '@portal/shared/schemas/produtoAdmin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../components/DialogProvider.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { NoticeLine, useNotice } from '../../components/NoticeLine.tsx';
import { failureReason } from '../../lib/apiClient.ts';
import { corpoDoStatus } from './formularioProduto.ts';
import { ProdutoAdminCard } from './ProdutoAdminCard.tsx';
import { ProdutoModal } from './ProdutoModal.tsx';
import {
  alterarStatusProduto,
  atualizarListasProdutos,
  excluirProduto,
  produtosAdminQuery,
  salvarProduto,
} from './produtosAdminApi.ts';
import './produtosAdmin.css';

/**
 * /admin-produtos — 'Gerenciamento de Produtos' (spec sections 2, 4, 7, 8): every product in the shop's
 * card look, the create/edit form, activate/deactivate and permanent deletion. After each change (or
 * refusal) the grid and the shop's list are read again and the outcome is shown in the message line.
 */
export function ProdutosAdminPage() {
  const queryClient = useQueryClient();
  const produtos = useQuery(produtosAdminQuery());
  const confirm = useConfirm();
  const { aviso, mostrar, fechar } = useNotice();
  const [formulario, setFormulario] = useState<{ produto: ProdutoAdmin | null } | null>(null);
  const salvar = useMutation({ mutationFn: salvarProduto });
  const status = useMutation({ mutationFn: alterarStatusProduto });
  const exclusao = useMutation({ mutationFn: excluirProduto });

  const lista = produtos.data ?? [];
  const ocupado = (produto: ProdutoAdmin) =>
    (status.isPending && status.variables.produto.id === produto.id) ||
    (exclusao.isPending && exclusao.variables.id === produto.id);

  /** Runs a change, reads the lists again whatever happened, then says how it went. */
  const executar = async (acao: () => Promise<unknown>, sucesso: string, semResposta: string) => {
    let texto = sucesso;
    try {
      await acao();
    } catch (error) {
      texto = failureReason(error, semResposta);
    }
    await atualizarListasProdutos(queryClient);
    mostrar(texto);
  };

  /**
   * Saves with the version the form was opened on: after a 409 every retry is refused too, until the
   * admin reopens the product from the reloaded grid and sees the other admin's change.
   */
  const enviarFormulario = async (produto: ProdutoAdmin | null, corpo: ProdutoAdminRequest) => {
    try {
      await salvar.mutateAsync({ produto, corpo });
    } finally {
      await atualizarListasProdutos(queryClient);
    }
    setFormulario(null);
    mostrar(produto ? mensagensProdutoAdmin.atualizado : mensagensProdutoAdmin.criado);
  };

  const alternarStatus = async (produto: ProdutoAdmin) => {
    const ativo = !produto.ativo;
    const corpo = corpoDoStatus(produto, ativo);
    if (!corpo) {
      mostrar(mensagensProdutoAdmin.precoInvalido);
      return;
    }
    await executar(
      () => status.mutateAsync({ produto, corpo }),
      mensagensProdutoAdmin.statusAlterado(ativo),
      mensagensProdutoAdmin.erroStatus,
    );
  };

  const excluir = async (produto: ProdutoAdmin) => {
    const confirmado = await confirm(mensagensProdutoAdmin.confirmarDelecao(produto.nome), {
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!confirmado) return;
    await executar(
      () => exclusao.mutateAsync(produto),
      mensagensProdutoAdmin.deletado,
      mensagensProdutoAdmin.erroRemover,
    );
  };

  return (
    <main className="page produtos-admin">
      <div className="produtos-admin__cabecalho">
        <h1 className="page__title">{mensagensTelas.gerenciamentoProdutos}</h1>
        <button type="button" className="button" onClick={() => setFormulario({ produto: null })}>
          <Icon name="mais" className="produtos-admin__icone" />
          Novo Produto
        </button>
      </div>

      <NoticeLine aviso={aviso} onFechar={fechar} />

      {produtos.isPending && (
        <p className="shop__status" role="status">
          {mensagensLoja.carregandoProdutos}
        </p>
      )}
      {produtos.isError && (
        <LoadFailure
          className="shop__status shop__status--error"
          mensagem={failureReason(produtos.error, mensagensProdutoAdmin.erroCarregar)}
          onTentarNovamente={produtos.refetch}
        />
      )}
      {produtos.isSuccess && lista.length === 0 && <p className="shop__status">{mensagensProdutoAdmin.nenhum}</p>}
      {lista.length > 0 && (
        <div className="shop__grid">
          {lista.map((produto) => (
            <ProdutoAdminCard
              key={produto.id}
              produto={produto}
              ocupado={ocupado(produto)}
              onEditar={() => setFormulario({ produto })}
              onAlternarStatus={() => alternarStatus(produto)}
              onExcluir={() => excluir(produto)}
            />
          ))}
        </div>
      )}

      {formulario && (
        <ProdutoModal
          key={formulario.produto?.id ?? 'novo'}
          produto={formulario.produto}
          onEnviar={(corpo) => enviarFormulario(formulario.produto, corpo)}
          onFechar={() => setFormulario(null)}
        />
      )}
    </main>
  );
}
