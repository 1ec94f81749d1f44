import { type EnderecoFaturamento, formatPreco } from '@portal/shared';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import type { PedidoDoc } from '../../data/pedidos/pedidosRepository.ts';
import { emailLayout, escapeHtml, htmlLines, wrapAnywhere } from './layout.ts';

type Item = PedidoDoc['itens'][number];

/** A titled block of plain lines, rendered the same way in the text and the HTML part. */
interface Secao {
  titulo: string;
  linhas: string[];
}

/** What the user typed in a text area, one entry per line whatever line breaks the form sent. */
const linhasDe = (texto: string) => texto.split(/\r?\n/);

function linhasEndereco(endereco: EnderecoFaturamento): string[] {
  return [
    `${endereco.rua}, ${endereco.numero}${endereco.complemento ? ` - ${endereco.complemento}` : ''}`,
    `${endereco.bairro} - ${endereco.cidade}/${endereco.estado}`,
    `CEP ${endereco.cep}`,
    ...(endereco.ponto_referencia ? [`Ponto de referência: ${endereco.ponto_referencia}`] : []),
  ];
}

/** Delivery, billing, observations and the extra-logo request: what the franchisee typed at checkout. */
function secoes(pedido: PedidoDoc): Secao[] {
  const entrega = pedido.dados_entrega;
  const logo = pedido.logo_extra;
  const imagens = logo?.imagens.length ?? 0;
  return [
    {
      titulo: 'Endereço de entrega',
      linhas: [...linhasEndereco(entrega), `Quem receberá: ${entrega.quem_recebera}`],
    },
    {
      titulo: 'Endereço de faturamento',
      linhas: pedido.endereco_entrega_igual_faturamento
        ? ['O endereço de faturamento é o mesmo da entrega.']
        : linhasEndereco(pedido.dados_faturamento),
    },
    ...(pedido.observacoes ? [{ titulo: 'Observações', linhas: linhasDe(pedido.observacoes) }] : []),
    ...(logo
      ? [
          {
            titulo: 'Logo extra',
            linhas: [
              ...linhasDe(`Produtos: ${logo.produtos}`),
              `${imagens} ${imagens === 1 ? 'imagem enviada' : 'imagens enviadas'}`,
              'Como você confirmou no pedido, o valor do pedido pode ser alterado por causa da logo extra.',
            ],
          },
        ]
      : []),
  ];
}

const detalheItem = (item: Item) =>
  `${item.quantidade}× ${formatPreco(item.preco_unitario)} cada${item.tamanho ? ` · tamanho ${item.tamanho}` : ''}`;

function textPart(pedido: PedidoDoc): string {
  const linha = (item: Item) =>
    `${item.quantidade}× ${item.nome}${item.tamanho ? ` (tamanho ${item.tamanho})` : ''} — ${formatPreco(item.preco_unitario)} cada — ${formatPreco(item.subtotal)}`;
  return [
    `Olá, ${pedido.dados_pessoais.nome_completo}!`,
    '',
    `Recebemos o seu pedido #${pedido.numero}. Status: ${pedido.status}.`,
    '',
    'Itens:',
    ...pedido.itens.map((item) => `- ${linha(item)}`),
    '',
    `Total: ${formatPreco(pedido.total)}`,
    ...secoes(pedido).flatMap((secao) => ['', `${secao.titulo}:`, ...secao.linhas]),
    '',
    'Você pode acompanhar o pedido em Meus Pedidos, no Portal do Franqueado.',
  ].join('\n');
}

/** Two columns (item, subtotal) instead of four, so the table fits a 320 px screen. */
function htmlItens(pedido: PedidoDoc): string {
  const border = 'border-bottom:1px solid #e6e2d6';
  const valor = 'white-space:nowrap;text-align:right;vertical-align:top';
  const rows = pedido.itens
    .map(
      (item) => `<tr><td style="padding:8px 0;${border};${wrapAnywhere}"><strong>${escapeHtml(item.nome)}</strong><br>
<span style="color:#5c6a60">${escapeHtml(detalheItem(item))}</span></td>
<td align="right" style="padding:8px 0 8px 12px;${border};${valor}">${escapeHtml(formatPreco(item.subtotal))}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:14px;margin:16px 0">
${rows}
<tr><td style="padding:10px 0;font-weight:bold">Total</td><td align="right" style="padding:10px 0 10px 12px;font-weight:bold;${valor}">${escapeHtml(formatPreco(pedido.total))}</td></tr>
</table>`;
}

function htmlPart(pedido: PedidoDoc): string {
  const blocos = secoes(pedido)
    .map(
      (secao) =>
        `<p style="margin:16px 0 0"><strong>${escapeHtml(secao.titulo)}</strong><br>${htmlLines(secao.linhas)}</p>`,
    )
    .join('\n');
  return `<p style="margin:0 0 12px">Olá, ${escapeHtml(pedido.dados_pessoais.nome_completo)}!</p>
<p style="margin:0">Recebemos o seu pedido <strong>#${pedido.numero}</strong>. Status: <strong>${escapeHtml(pedido.status)}</strong>.</p>
${htmlItens(pedido)}
${blocos}
<p style="margin:20px 0 0;color:#5c6a60">Você pode acompanhar o pedido em Meus Pedidos, no Portal do Franqueado.</p>`;
}

/**
 * pt-BR confirmation: order number, items, total, delivery and billing addresses, observations and the
 * extra-logo request, in a text and an HTML part with the same content.
 */
export function confirmacaoPedidoEmail(pedido: PedidoDoc): OutgoingEmail {
  const subject = `Pedido #${pedido.numero} recebido — Portal do Franqueado`;
  return emailLayout(pedido.user.email, subject, textPart(pedido), htmlPart(pedido));
}
