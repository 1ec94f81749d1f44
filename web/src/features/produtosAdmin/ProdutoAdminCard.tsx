import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import type { ProdutoAdmin } from '@portal/shared/schemas/produtoAdmin';
import { Badge } from '../../components/Badge.tsx';
import { ProdutoCardFrame } from '../loja/ProdutoCardFrame.tsx';
import { useImagemDoProduto } from './useImagemDoProduto.ts';

/**
 * A product in the admin grid, in the shop card's look (spec section 2): inactive ones greyed and
 * labelled 'Inativo'; 'Editar', 'Ativar'/'Desativar' and 'Excluir'. `ocupado` while one of them runs.
 */
export function ProdutoAdminCard({
  produto,
  ocupado,
  onEditar,
  onAlternarStatus,
  onExcluir,
}: {
  produto: ProdutoAdmin;
  ocupado: boolean;
  onEditar: () => void;
  onAlternarStatus: () => void;
  onExcluir: () => void;
}) {
  const nome = <span className="visually-hidden"> {produto.nome}</span>;
  const miniatura = useImagemDoProduto(produto, produto.imagem_miniatura_url);
  return (
    <ProdutoCardFrame
      produto={{ ...produto, imagem_miniatura_url: miniatura }}
      className={produto.ativo ? 'produto-admin' : 'produto-admin produto-admin--inativo'}
      ocupado={ocupado}
      sobreImagem={
        !produto.ativo && (
          <span className="produto-admin__selo">
            <Badge tone="neutro">{mensagensProdutoAdmin.inativo}</Badge>
          </span>
        )
      }
    >
      <div className="produto-admin__acoes">
        <button type="button" className="button button--secondary" onClick={onEditar} disabled={ocupado}>
          Editar{nome}
        </button>
        <button type="button" className="button button--secondary" onClick={onAlternarStatus} disabled={ocupado}>
          {produto.ativo ? 'Desativar' : 'Ativar'}
          {nome}
        </button>
        <button type="button" className="button produto-admin__excluir" onClick={onExcluir} disabled={ocupado}>
          Excluir{nome}
        </button>
      </div>
    </ProdutoCardFrame>
  );
}
