import {
  emTransporte,
  formatPreco,
  linkRastreio,
  mensagensRastreio,
  type StatusPedido,
  statusExibido,
} from '@portal/shared';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import type { PedidoDoc } from '../../data/pedidos/pedidosRepository.ts';
import { emailLayout, escapeHtml, htmlLines, link } from './layout.ts';

/** What the franchisee reads for each new status (the status as shown in the portal). */
const explicacoes: Record<StatusPedido, string> = {
  'Pendente de Aprovação': 'O pedido aguarda a aprovação da equipe.',
  Aprovado: 'O pedido foi aprovado e será preparado para envio.',
  'Em Preparação': 'O pedido está sendo preparado e seguirá para a entrega.',
  'Em Transporte': 'O pedido está a caminho do endereço de entrega.',
  Entregue: 'O pedido foi entregue. Obrigado!',
  Cancelado: 'O pedido foi cancelado.',
};

/** The carrier, code and tracking link, as text lines and as HTML; nothing when the order has no tracking code. */
function rastreio(pedido: PedidoDoc): { linhas: string[]; html: string } {
  if (!pedido.rastreio) return { linhas: [], html: '' };
  const { transportadora, codigo } = pedido.rastreio;
  const endereco = linkRastreio(pedido.rastreio);
  const linhas = [
    '',
    mensagensRastreio.emailLinha(transportadora, codigo),
    ...(endereco ? [`${mensagensRastreio.acompanhar}: ${endereco}`] : []),
  ];
  const html = `<p><strong>${escapeHtml(mensagensRastreio.secao)}</strong><br>${escapeHtml(
    mensagensRastreio.emailLinha(transportadora, codigo),
  )}${endereco ? `<br>${link(endereco, mensagensRastreio.acompanharNa(transportadora))}` : ''}</p>`;
  return { linhas, html };
}

/** The closing lines of both notices: the total and the way back to the portal. */
function rodape(pedido: PedidoDoc, portalUrl: string): { linhas: string[]; html: string } {
  return {
    linhas: [
      '',
      `Total do pedido: ${formatPreco(pedido.total)}`,
      '',
      `Acompanhe em Meus Pedidos: ${portalUrl}/meus-pedidos`,
    ],
    html: `<p>Total do pedido: <strong>${formatPreco(pedido.total)}</strong></p>
<p>${link(`${portalUrl}/meus-pedidos`, 'Acompanhe em Meus Pedidos')}</p>`,
  };
}

/**
 * pt-BR notice of a status change: the new status as shown in the portal, the reason of a cancellation, and the
 * carrier, code and tracking link of an order in transport.
 */
export function statusPedidoEmail(pedido: PedidoDoc, portalUrl: string): OutgoingEmail {
  const status = statusExibido(pedido.status);
  const subject = `Pedido #${pedido.numero}: ${status} — Portal do Franqueado`;
  const envio = emTransporte(pedido.status) ? rastreio(pedido) : { linhas: [], html: '' };
  const fim = rodape(pedido, portalUrl);
  const linhas = [
    `Olá, ${pedido.dados_pessoais.nome_completo}!`,
    '',
    `O status do seu pedido #${pedido.numero} mudou para: ${status}.`,
    explicacoes[pedido.status],
    ...(pedido.status === 'Cancelado' && pedido.motivo_cancelamento
      ? ['', `Motivo do cancelamento: ${pedido.motivo_cancelamento}`]
      : []),
    ...envio.linhas,
    ...fim.linhas,
  ];
  const html = `<p>Olá, ${escapeHtml(pedido.dados_pessoais.nome_completo)}!</p>
<p>O status do seu pedido <strong>#${pedido.numero}</strong> mudou para <strong>${escapeHtml(status)}</strong>.<br>${escapeHtml(explicacoes[pedido.status])}</p>
${pedido.status === 'Cancelado' && pedido.motivo_cancelamento ? `<p><strong>Motivo do cancelamento</strong><br>${htmlLines(pedido.motivo_cancelamento.split('\n'))}</p>` : ''}${envio.html}
${fim.html}`;
  return emailLayout(pedido.user.email, subject, linhas.join('\n'), html);
}

/** pt-BR notice that the carrier or tracking code of an order in transport was corrected or removed (issue 21). */
export function rastreioPedidoEmail(pedido: PedidoDoc, portalUrl: string): OutgoingEmail {
  const subject = mensagensRastreio.emailAssuntoCorrigido(pedido.numero);
  const aviso = pedido.rastreio
    ? mensagensRastreio.emailCorrigido(pedido.numero)
    : mensagensRastreio.emailRemovido(pedido.numero);
  const envio = rastreio(pedido);
  const fim = rodape(pedido, portalUrl);
  const linhas = [`Olá, ${pedido.dados_pessoais.nome_completo}!`, '', aviso, ...envio.linhas, ...fim.linhas];
  const html = `<p>Olá, ${escapeHtml(pedido.dados_pessoais.nome_completo)}!</p>
<p>${escapeHtml(aviso)}</p>${envio.html}
${fim.html}`;
  return emailLayout(pedido.user.email, subject, linhas.join('\n'), html);
}
