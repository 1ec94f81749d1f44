import { formatarPreco } from '@portal/shared';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import type { PedidoDoc } from '../../data/ordersRepository.ts';
import { emailLayout, escapeHtml } from './layout.ts';

/** pt-BR confirmation: order number, items with sizes and quantities, total and delivery address. */
export function orderConfirmationEmail(pedido: PedidoDoc): OutgoingEmail {
  const entrega = pedido.dados_entrega;
  const endereco = [
    `${entrega.rua}, ${entrega.numero}${entrega.complemento ? ` - ${entrega.complemento}` : ''}`,
    `${entrega.bairro} - ${entrega.cidade}/${entrega.estado}`,
    `CEP ${entrega.cep}`,
    `Quem receberá: ${entrega.quem_recebera}`,
  ];
  const linha = (item: PedidoDoc['itens'][number]) =>
    `${item.quantidade}× ${item.nome}${item.tamanho ? ` (tamanho ${item.tamanho})` : ''} — ${formatarPreco(item.preco_unitario)} cada — ${formatarPreco(item.subtotal)}`;

  const subject = `Pedido #${pedido.numero} recebido — Portal do Franqueado`;
  const text = [
    `Olá, ${pedido.dados_pessoais.nome_completo}!`,
    '',
    `Recebemos o seu pedido #${pedido.numero}. Status: ${pedido.status}.`,
    '',
    'Itens:',
    ...pedido.itens.map((item) => `- ${linha(item)}`),
    '',
    `Total: ${formatarPreco(pedido.total)}`,
    '',
    'Endereço de entrega:',
    ...endereco,
    '',
    'Você pode acompanhar o pedido em Meus Pedidos, no Portal do Franqueado.',
  ].join('\n');

  const rows = pedido.itens
    .map(
      (item) => `<tr><td style="padding:6px 8px;border-bottom:1px solid #eee">${escapeHtml(item.nome)}${
        item.tamanho ? ` <span style="color:#5c6a60">(tamanho ${escapeHtml(item.tamanho)})</span>` : ''
      }</td><td style="padding:6px 8px;border-bottom:1px solid #eee;text-align:center">${item.quantidade}</td>
<td style="padding:6px 8px;border-bottom:1px solid #eee;text-align:right">${formatarPreco(item.preco_unitario)}</td>
<td style="padding:6px 8px;border-bottom:1px solid #eee;text-align:right">${formatarPreco(item.subtotal)}</td></tr>`,
    )
    .join('');
  const html = `<p>Olá, ${escapeHtml(pedido.dados_pessoais.nome_completo)}!</p>
<p>Recebemos o seu pedido <strong>#${pedido.numero}</strong>. Status: <strong>${escapeHtml(pedido.status)}</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><th align="left" style="padding:6px 8px">Produto</th><th style="padding:6px 8px">Qtd.</th><th align="right" style="padding:6px 8px">Preço</th><th align="right" style="padding:6px 8px">Subtotal</th></tr>
${rows}
<tr><td colspan="3" style="padding:8px;text-align:right;font-weight:bold">Total</td><td style="padding:8px;text-align:right;font-weight:bold">${formatarPreco(pedido.total)}</td></tr>
</table>
<p><strong>Endereço de entrega</strong><br>${endereco.map(escapeHtml).join('<br>')}</p>
<p style="color:#5c6a60">Você pode acompanhar o pedido em Meus Pedidos, no Portal do Franqueado.</p>`;
  return emailLayout(pedido.user.email, subject, text, html);
}
