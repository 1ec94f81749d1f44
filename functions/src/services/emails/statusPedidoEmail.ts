import { formatarPreco, type StatusPedido, statusExibido } from '@portal/shared';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import type { PedidoDoc } from '../../data/pedidos/pedidosRepository.ts';
import { emailLayout, escapeHtml, htmlLines } from './layout.ts';

/** What the franchisee reads for each new status (the status as shown in the portal). */
const explicacoes: Record<StatusPedido, string> = {
  'Pendente de Aprovação': 'O pedido aguarda a aprovação da equipe.',
  Aprovado: 'O pedido foi aprovado e será preparado para envio.',
  'Em Preparação': 'O pedido está sendo preparado e seguirá para a entrega.',
  'Em Transporte': 'O pedido está a caminho do endereço de entrega.',
  Entregue: 'O pedido foi entregue. Obrigado!',
  Cancelado: 'O pedido foi cancelado.',
};

/** pt-BR notice of a status change: the new status as shown in the portal, the reason of a cancellation. */
export function statusPedidoEmail(pedido: PedidoDoc, portalUrl: string): OutgoingEmail {
  const status = statusExibido(pedido.status);
  const subject = `Pedido #${pedido.numero}: ${status} — Portal do Franqueado`;
  const linhas = [
    `Olá, ${pedido.dados_pessoais.nome_completo}!`,
    '',
    `O status do seu pedido #${pedido.numero} mudou para: ${status}.`,
    explicacoes[pedido.status],
    ...(pedido.status === 'Cancelado' && pedido.motivo_cancelamento
      ? ['', `Motivo do cancelamento: ${pedido.motivo_cancelamento}`]
      : []),
    '',
    `Total do pedido: ${formatarPreco(pedido.total)}`,
    '',
    `Acompanhe em Meus Pedidos: ${portalUrl}/meus-pedidos`,
  ];
  const html = `<p>Olá, ${escapeHtml(pedido.dados_pessoais.nome_completo)}!</p>
<p>O status do seu pedido <strong>#${pedido.numero}</strong> mudou para <strong>${escapeHtml(status)}</strong>.<br>${escapeHtml(explicacoes[pedido.status])}</p>
${pedido.status === 'Cancelado' && pedido.motivo_cancelamento ? `<p><strong>Motivo do cancelamento</strong><br>${htmlLines(pedido.motivo_cancelamento.split('\n'))}</p>` : ''}
<p>Total do pedido: <strong>${formatarPreco(pedido.total)}</strong></p>
<p><a href="${escapeHtml(`${portalUrl}/meus-pedidos`)}" style="color:#1f5130">Acompanhe em Meus Pedidos</a></p>`;
  return emailLayout(pedido.user.email, subject, linhas.join('\n'), html);
}
