import { chavesDoEstoque, disponibilidadeDo, disponivel } from '@portal/shared/domain/estoque';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import type { ProdutoAdmin } from '@portal/shared/schemas/produtoAdmin';
import { Badge } from '../../components/Badge.tsx';
import { ProdutoCardFrame } from '../../components/ProdutoCardFrame.tsx';
import { ContagensEstoque } from '../estoque/index.ts';
import { useImagemDoProduto } from './useImagemDoProduto.ts';

/**
 * A product in the admin grid, in the shop card's look (spec section 2): inactive ones greyed and
 * labelled 'Inativo', sold-out ones labelled 'Esgotado' (the frame's); the stock, per size, or 'Sem controle';
 * 'Editar', 'Ativar'/'Desativar' and 'Excluir'. `ocupado` while one of them runs. A product stored with invalid
 * data (read salvaged, off sale) says so, and how to fix it.
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
      produto={{ ...produto, disponibilidade: disponibilidadeDo(produto.estoque), imagem_miniatura_url: miniatura }}
      className={produto.ativo ? 'produto-admin' : 'produto-admin produto-admin--inativo'}
      ocupado={ocupado}
      selos={
        !produto.ativo && (
          <span className="produto-admin__inativo">
            <Badge tone="neutro">{mensagensProdutoAdmin.inativo}</Badge>
            {produto.ilegivel && <Badge tone="cancelado">{mensagensProdutoAdmin.ilegivel}</Badge>}
          </span>
        )
      }
    >
      {produto.ilegivel && <p className="produto-admin__ilegivel">{mensagensProdutoAdmin.ilegivelAjuda}</p>}
      <div className="produto-admin__estoque">
        <span className="produto-admin__estoque-rotulo">{mensagensEstoque.quantidade}:</span>
        {produto.estoque === null ? (
          <span>{mensagensEstoque.ilimitado}</span>
        ) : (
          <ContagensEstoque
            contagens={chavesDoEstoque(produto.tamanhos).map((tamanho) => ({
              tamanho,
              quantidade: disponivel(produto.estoque, tamanho),
            }))}
          />
        )}
      </div>
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
