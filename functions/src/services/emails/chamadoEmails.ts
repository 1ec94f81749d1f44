import { type AlvoPrazo, camposPreenchidos, formatDateTime, mensagensPrazos, tamanhoLegivel } from '@portal/shared';
import type { ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import { emailLayout, escapeHtml, htmlLines, link } from './layout.ts';

/** The ticket's fields as text lines and as an HTML list (multi-line answers kept). */
function campos(chamado: ChamadoDoc) {
  const preenchidos = camposPreenchidos(chamado);
  return {
    texto: preenchidos.map(({ rotulo, valor }) => `${rotulo}: ${valor}`),
    html: preenchidos
      .map(
        ({ rotulo, valor }) =>
          `<p style="margin:0 0 10px"><strong>${escapeHtml(rotulo)}</strong><br>${htmlLines(valor.split('\n'))}</p>`,
      )
      .join('\n'),
  };
}

/**
 * The support team's copy of a new ticket: every field, who filed it, and the attachments. The
 * attachments are private blobs: the links lead to the portal's admin ticket view, where a signed-in
 * admin opens them (anyone else is refused), never to a public or long-lived storage URL.
 */
export function chamadoSuporteEmail(chamado: ChamadoDoc, caixaSuporte: string, portalUrl: string): OutgoingEmail {
  const endereco = `${portalUrl}/admin-chamados?protocolo=${chamado.numero}`;
  const subject = `Novo chamado ${chamado.protocolo}: ${chamado.titulo}`;
  const { texto, html } = campos(chamado);
  const anexos = chamado.anexos.map(({ nome, tamanho }) => `${nome} (${tamanhoLegivel(tamanho)})`);
  const linhas = [
    `Novo chamado ${chamado.protocolo}, aberto por ${chamado.user.username} (${chamado.user.email}).`,
    '',
    ...texto,
    '',
    anexos.length > 0 ? `Anexos (${anexos.length}):` : 'Sem anexos.',
    ...anexos.map((anexo) => `- ${anexo}`),
    '',
    `Abra o chamado e os anexos no portal (acesso de administrador): ${endereco}`,
  ];
  const corpo = `<p>Novo chamado <strong>${escapeHtml(chamado.protocolo)}</strong>, aberto por ${escapeHtml(chamado.user.username)} (${escapeHtml(chamado.user.email)}).</p>
${html}
<p style="margin:0 0 10px"><strong>Anexos</strong><br>${anexos.length > 0 ? htmlLines(anexos) : 'Sem anexos.'}</p>
<p>${link(endereco, `Abrir o chamado ${chamado.protocolo} e os anexos no portal`)}<br><small>Acesso de administrador do portal.</small></p>`;
  return emailLayout(caixaSuporte, subject, linhas.join('\n'), corpo);
}

/** The requester's confirmation, with the protocol to quote. */
export function chamadoConfirmacaoEmail(chamado: ChamadoDoc, portalUrl: string): OutgoingEmail {
  const endereco = `${portalUrl}/meus-chamados`;
  const subject = `Chamado ${chamado.protocolo} recebido — Portal do Franqueado`;
  const { texto, html } = campos(chamado);
  const linhas = [
    `Olá, ${chamado.user.username}!`,
    '',
    `Recebemos o seu chamado. Protocolo: ${chamado.protocolo}.`,
    'A equipe responderá em breve.',
    '',
    ...texto,
    ...(chamado.anexos.length > 0 ? ['', `Anexos: ${chamado.anexos.map(({ nome }) => nome).join(', ')}`] : []),
    '',
    `Acompanhe em Meus chamados: ${endereco}`,
  ];
  const corpo = `<p>Olá, ${escapeHtml(chamado.user.username)}!</p>
<p>Recebemos o seu chamado. Protocolo: <strong>${escapeHtml(chamado.protocolo)}</strong>.<br>A equipe responderá em breve.</p>
${html}
${chamado.anexos.length > 0 ? `<p style="margin:0 0 10px"><strong>Anexos</strong><br>${htmlLines(chamado.anexos.map(({ nome }) => nome))}</p>` : ''}
<p>${link(endereco, 'Acompanhe em Meus chamados')}</p>`;
  return emailLayout(chamado.user.email, subject, linhas.join('\n'), corpo);
}

const explicacoes = {
  Aberto: 'O chamado foi reaberto e aguarda a equipe.',
  'Em andamento': 'A equipe está trabalhando no seu chamado.',
  'Aguardando franqueado': 'A equipe aguarda a sua resposta para continuar: responda pelo portal.',
  Resolvido: 'O chamado foi resolvido. Obrigado!',
} as const satisfies Record<ChamadoDoc['status'], string>;

/** The requester's notice of a new status. */
export function chamadoStatusEmail(chamado: ChamadoDoc, portalUrl: string): OutgoingEmail {
  const endereco = `${portalUrl}/meus-chamados`;
  const subject = `Chamado ${chamado.protocolo}: ${chamado.status} — Portal do Franqueado`;
  const linhas = [
    `Olá, ${chamado.user.username}!`,
    '',
    `O status do seu chamado ${chamado.protocolo} (${chamado.titulo}) mudou para: ${chamado.status}.`,
    explicacoes[chamado.status],
    '',
    `Acompanhe em Meus chamados: ${endereco}`,
  ];
  const corpo = `<p>Olá, ${escapeHtml(chamado.user.username)}!</p>
<p>O status do seu chamado <strong>${escapeHtml(chamado.protocolo)}</strong> (${escapeHtml(chamado.titulo)}) mudou para <strong>${escapeHtml(chamado.status)}</strong>.<br>${escapeHtml(explicacoes[chamado.status])}</p>
<p>${link(endereco, 'Acompanhe em Meus chamados')}</p>`;
  return emailLayout(chamado.user.email, subject, linhas.join('\n'), corpo);
}

/**
 * Support's warning that a ticket used 80 % of a deadline (issue 36) — or, when it is sent past the due time (a ticket
 * reopened or resumed late, or deadlines switched back on), that it is late — with the due time in the business
 * hours' zone.
 */
export function chamadoPrazoEmail(
  chamado: Pick<ChamadoDoc, 'numero' | 'protocolo' | 'titulo'>,
  { alvo, venceEm, agora, fusoHorario }: { alvo: AlvoPrazo; venceEm: Date; agora: Date; fusoHorario: string },
  caixaSuporte: string,
  portalUrl: string,
): OutgoingEmail {
  const endereco = `${portalUrl}/admin-chamados?protocolo=${chamado.numero}`;
  const nome = mensagensPrazos.alvos[alvo];
  const quando = formatDateTime(venceEm.toISOString(), fusoHorario);
  const atrasado = venceEm.getTime() <= agora.getTime();
  const texto = atrasado
    ? mensagensPrazos.emailTextoAtrasado(chamado.protocolo, nome, quando)
    : mensagensPrazos.emailTexto(chamado.protocolo, nome, quando);
  const abrir = mensagensPrazos.emailAbrir(chamado.protocolo);
  return emailLayout(
    caixaSuporte,
    (atrasado ? mensagensPrazos.emailAssuntoAtrasado : mensagensPrazos.emailAssunto)(chamado.protocolo, nome),
    [texto, '', `${chamado.titulo}`, '', `${abrir}: ${endereco}`].join('\n'),
    `<p>${escapeHtml(texto)}</p>\n<p>${escapeHtml(chamado.titulo)}</p>\n<p>${link(endereco, abrir)}</p>`,
  );
}
