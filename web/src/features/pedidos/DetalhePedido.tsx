import { emTransporte, statusExibido, tomDoStatus } from '@portal/shared/domain/statusPedido';
import { formatPreco } from '@portal/shared/format/money';
import { mensagensPedidos, mensagensRastreio } from '@portal/shared/mensagens/pedidos';
import type { EnderecoFaturamento, Pedido } from '@portal/shared/schemas/pedido';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge.tsx';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { DetailFields, DetailSection } from '../../components/Details.tsx';
import { Modal } from '../../components/Modal.tsx';
import type { EscopoPedidos } from './buscaPedidos.ts';
import { linhasEndereco } from './formatos.ts';
import { HistoricoPedido } from './HistoricoPedido.tsx';
import { ImagensLogo } from './ImagensLogo.tsx';
import { pedidoQuery } from './pedidosApi.ts';
import { RastreioDetalhe } from './rastreio/RastreioPedido.tsx';

type Item = Pedido['itens'][number];

const colunasItens: readonly Column<Item>[] = [
  { id: 'produto', header: 'Produto', rowHeader: true, cell: (item) => item.nome },
  { id: 'quantidade', header: 'Quantidade', align: 'end', cell: (item) => item.quantidade },
  { id: 'tamanho', header: 'Tamanho', cell: (item) => item.tamanho ?? '—' },
  { id: 'unitario', header: 'Preço unitário', align: 'end', cell: (item) => formatPreco(item.preco_unitario) },
  { id: 'subtotal', header: 'Subtotal', align: 'end', cell: (item) => formatPreco(item.subtotal) },
];

function Endereco({ endereco, extra }: { endereco: EnderecoFaturamento; extra?: string }) {
  return (
    <address className="detalhe__endereco">
      {[...linhasEndereco(endereco), ...(extra ? [extra] : [])].map((linha) => (
        <span key={linha}>{linha}</span>
      ))}
    </address>
  );
}

/**
 * An order's detail (spec section 2): order info, the carrier and tracking code (issue 21), the client, delivery,
 * billing or the note that it is the delivery address, items, extra logo, the timeline, and the screen's controls
 * (the admin's status selector; the franchisee's 'Pedir novamente'). Both screens show the same sections: the
 * franchisee's is the admin's without its actions (spec, /meus-pedidos). Opens with the list's copy of the order (its
 * code loads after the list's first load: pedidos/lazyModals.ts) and shows the API's fresh one when it arrives.
 */
export function DetalhePedido({
  escopo,
  linha,
  onFechar,
  controles,
  controlesRastreio,
  rodape,
}: {
  escopo: EscopoPedidos;
  /** The order as the list has it. */
  linha: Pedido;
  onFechar: () => void;
  /** Beside the order info (the status selector). */
  controles?: (pedido: Pedido) => ReactNode;
  /** In the tracking section of an order in transport (the admin's correction). */
  controlesRastreio?: (pedido: Pedido) => ReactNode;
  /** Buttons after 'Fechar' (the primary action comes last, as in every dialog). */
  rodape?: (pedido: Pedido) => ReactNode;
}) {
  const consulta = useQuery({ ...pedidoQuery(escopo, linha.id), placeholderData: linha });
  const pedido = consulta.data ?? linha;
  const { dados_pessoais: cliente } = pedido;

  return (
    <Modal
      open
      onClose={onFechar}
      title={mensagensPedidos.tituloPedido(pedido.id)}
      // Not just 'Fechar': the footer's button already has that name.
      closeLabel={`Fechar ${mensagensPedidos.tituloPedido(pedido.id).toLowerCase()}`}
      size="lg"
      className="detalhe"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onFechar}>
            Fechar
          </button>
          {rodape?.(pedido)}
        </>
      }
    >
      {consulta.isError && (
        <p className="alert alert--error" role="alert">
          {mensagensPedidos.erroCarregarPedido}
        </p>
      )}
      <DetailSection titulo="Informações do Pedido">
        <DetailFields
          campos={[
            ['Número', `#${pedido.id}`],
            ['Data', <DateTime key="data" iso={pedido.created_at} />],
            [
              'Status',
              <Badge key="status" tone={tomDoStatus(pedido.status)}>
                {statusExibido(pedido.status)}
              </Badge>,
            ],
            ['Total', formatPreco(pedido.total)],
            ['Motivo do cancelamento', pedido.motivo_cancelamento ?? ''],
            // Issue 36, to the admin alone: an order beyond its unit's budget balance waits for approval for it.
            [
              mensagensPedidos.motivoDaEspera,
              escopo === 'admin' && pedido.status === 'Pendente de Aprovação' && pedido.acima_da_verba
                ? mensagensPedidos.acimaDaVerba(pedido.acima_da_verba)
                : '',
            ],
            ['Observações', pedido.observacoes || mensagensPedidos.semObservacoes],
          ]}
        />
        {controles?.(pedido)}
      </DetailSection>
      {(pedido.rastreio || (controlesRastreio && emTransporte(pedido.status))) && (
        <DetailSection titulo={mensagensRastreio.secao}>
          <RastreioDetalhe rastreio={pedido.rastreio}>
            {emTransporte(pedido.status) && controlesRastreio?.(pedido)}
          </RastreioDetalhe>
        </DetailSection>
      )}
      <DetailSection titulo="Dados do Cliente">
        <DetailFields
          campos={[
            ['Nome', cliente.nome_completo],
            ['Usuário', pedido.user.username],
            ['E-mail', pedido.user.email],
            // Issue 36: absent (and the row left out) for an order placed for no unit.
            [
              mensagensPedidos.unidade,
              pedido.unidade && mensagensPedidos.unidadeDoPedido(pedido.unidade.nome, pedido.unidade.cnpj),
            ],
            ['Empresa', cliente.nome_empresa],
            ['CNPJ', cliente.cnpj],
            ['CPF', cliente.cpf],
            ['Telefone', cliente.telefone],
          ]}
        />
      </DetailSection>
      <DetailSection titulo="Dados de Entrega">
        <Endereco endereco={pedido.dados_entrega} extra={`Quem receberá: ${pedido.dados_entrega.quem_recebera}`} />
      </DetailSection>
      <DetailSection titulo="Dados de Faturamento">
        {pedido.endereco_entrega_igual_faturamento ? (
          <p className="detalhe__nota">{mensagensPedidos.faturamentoIgualEntrega}</p>
        ) : (
          <Endereco endereco={pedido.dados_faturamento} />
        )}
      </DetailSection>
      <DetailSection titulo="Itens">
        <DataTable
          caption="Itens do pedido"
          hideCaption
          columns={colunasItens}
          rows={pedido.itens}
          rowKey={(item) => `${item.produto_id}-${item.tamanho ?? ''}`}
          empty={mensagensPedidos.nenhumItem}
        />
      </DetailSection>
      {pedido.logo_extra && (
        <DetailSection titulo="Logo Extra">
          <DetailFields campos={[['Produtos', pedido.logo_extra.produtos]]} />
          <ImagensLogo imagens={pedido.logo_extra.imagens} />
        </DetailSection>
      )}
      <DetailSection titulo="Histórico">
        <HistoricoPedido historico={pedido.historico} />
      </DetailSection>
    </Modal>
  );
}
