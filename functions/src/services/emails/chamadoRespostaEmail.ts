import { type LadoConversa, mensagensConversa } from '@portal/shared';
import type { ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import { emailLayout, escapeHtml, htmlLines, link } from './layout.ts';

/**
 * A reply, to the other side of the conversation (issue 21): the reply's text, how many files came with it, whether it
 * reopened the ticket, and the way to the ticket on the screen of whoever receives it. The protocol leads the subject,
 * so mail clients thread the replies of one ticket.
 */
export function chamadoRespostaEmail(
  chamado: ChamadoDoc,
  resposta: { autor: string; texto: string; anexos: number },
  destino: { email: string; lado: LadoConversa },
  reaberto: boolean,
  portalUrl: string,
): OutgoingEmail {
  const tela = destino.lado === 'suporte' ? 'admin-chamados' : 'meus-chamados';
  const endereco = `${portalUrl}/${tela}?protocolo=${chamado.numero}`;
  const subject = mensagensConversa.emailAssunto(chamado.protocolo, chamado.titulo);
  const aviso = mensagensConversa.emailRespondeu(resposta.autor, chamado.protocolo);
  const extras = [
    ...(resposta.anexos > 0 ? [mensagensConversa.emailAnexos(resposta.anexos)] : []),
    ...(reaberto ? [mensagensConversa.emailReaberto] : []),
  ];
  const linhas = [
    aviso,
    '',
    resposta.texto,
    '',
    ...extras,
    ...(extras.length > 0 ? [''] : []),
    `${mensagensConversa.emailVer}: ${endereco}`,
  ];
  const corpo = `<p>${escapeHtml(aviso)}</p>
<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #1f5130;background:#f5f3ec">${htmlLines(resposta.texto.split('\n'))}</blockquote>
${extras.length > 0 ? `<p>${htmlLines(extras)}</p>` : ''}
<p>${link(endereco, mensagensConversa.emailVer)}</p>`;
  return emailLayout(destino.email, subject, linhas.join('\n'), corpo);
}
