import { type LadoConversa, mensagensConversa } from '@portal/shared';
import type { ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import { emailLayout, htmlLines, link } from './layout.ts';

/** What a reply notice covers: one reply, or a burst of them (issue 32) told by their count and the latest. */
export interface AvisoDeRespostas {
  /** The latest reply's author and text. */
  autor: string;
  texto: string;
  /** How many replies the notice covers, and their files. */
  respostas: number;
  anexos: number;
  /** One of them reopened the ticket. */
  reaberto: boolean;
}

/**
 * A reply notice, to the other side of the conversation (issue 21): the reply's text, how many files came with it,
 * whether it reopened the ticket, and the way to the ticket on the screen of whoever receives it; for a burst, how many
 * replies and the latest one's text. The protocol leads the subject, the same for every notice of a ticket, so mail
 * clients thread them.
 */
export function chamadoRespostaEmail(
  chamado: ChamadoDoc,
  aviso: AvisoDeRespostas,
  destino: { email: string; lado: LadoConversa },
  portalUrl: string,
): OutgoingEmail {
  const tela = destino.lado === 'suporte' ? 'admin-chamados' : 'meus-chamados';
  const endereco = `${portalUrl}/${tela}?protocolo=${chamado.numero}`;
  const subject = mensagensConversa.emailAssunto(chamado.protocolo, chamado.titulo);
  const cabeca =
    aviso.respostas === 1
      ? [mensagensConversa.emailRespondeu(aviso.autor, chamado.protocolo)]
      : [
          mensagensConversa.emailRespostas(aviso.respostas, chamado.protocolo),
          mensagensConversa.emailMaisRecente(aviso.autor),
        ];
  const anexos =
    aviso.respostas === 1
      ? mensagensConversa.emailAnexos(aviso.anexos)
      : mensagensConversa.emailAnexosRespostas(aviso.anexos);
  const extras = [...(aviso.anexos > 0 ? [anexos] : []), ...(aviso.reaberto ? [mensagensConversa.emailReaberto] : [])];
  const linhas = [
    ...cabeca,
    '',
    aviso.texto,
    '',
    ...extras,
    ...(extras.length > 0 ? [''] : []),
    `${mensagensConversa.emailVer}: ${endereco}`,
  ];
  const corpo = `<p>${htmlLines(cabeca)}</p>
<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #1f5130;background:#f5f3ec">${htmlLines(aviso.texto.split('\n'))}</blockquote>
${extras.length > 0 ? `<p>${htmlLines(extras)}</p>` : ''}
<p>${link(endereco, mensagensConversa.emailVer)}</p>`;
  return emailLayout(destino.email, subject, linhas.join('\n'), corpo);
}
