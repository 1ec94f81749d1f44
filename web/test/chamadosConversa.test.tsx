import { diasParaReabrir, maximoTextoResposta } from '@portal/shared/domain/chamados';
import { formatDateTime } from '@portal/shared/format/dates';
import { mensagensChamados, mensagensConversa } from '@portal/shared/mensagens/chamados';
import { mensagensTexto } from '@portal/shared/mensagens/texto';
import type { Chamado, MensagemChamado } from '@portal/shared/schemas/chamado';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../src/app/session.ts';
import { linhaDoTempo } from '../src/features/chamados/conversa/conversaChamado.ts';
import { ArmazenamentoFalso } from './armazenamentoFalso.ts';
import {
  abrirDetalhe,
  abrirTela,
  celulas,
  fecharAviso,
  json,
  linha,
  marketing,
  notas,
  pares,
  servidor,
} from './servidorChamados.tsx';

// Issue 21: a ticket's conversation in its detail (one timeline, the reply form, what a reply would do), the
// reading of an unread ticket and the lists' unread marker and last activity, against the tickets API's stand-in.

const diasAtras = (dias: number) => new Date(Date.now() - dias * 24 * 60 * 60 * 1000).toISOString();

const mensagem = (
  id: string,
  username: string,
  lado: MensagemChamado['autor']['lado'],
  em: string,
  texto: string,
  anexos: MensagemChamado['anexos'] = [],
): MensagemChamado => ({ id, autor: { username, lado }, texto, anexos, em });

/**
 * Replies and status changes interleaved: the support's first reply written at the same instant as the
 * 'Em andamento' it caused, a second admin answering later, the requester's reply with two lines and a file.
 */
const conversado: Chamado = {
  ...marketing,
  status: 'Em andamento',
  user: { username: 'franqueado', email: 'franqueado@franquia.dev' },
  historico_status: [
    { status: 'Aberto', por: 'franqueado', em: '2026-03-06T12:00:00.000Z' },
    { status: 'Em andamento', por: 'admin', em: '2026-03-07T12:00:00.000Z' },
  ],
  mensagens: [
    mensagem('m1', 'franqueado', 'solicitante', '2026-03-06T18:00:00.000Z', 'Segue o briefing.\nPrazo curto.', [
      { indice: 1, nome: 'briefing.pdf', tamanho: 2048, contentType: 'application/pdf' },
    ]),
    mensagem('m2', 'admin', 'suporte', '2026-03-07T12:00:00.000Z', 'Recebido, vamos produzir.'),
    mensagem('m3', 'carla', 'suporte', '2026-03-08T12:00:00.000Z', 'Arte pronta para aprovação.'),
  ],
  ultima_atividade: '2026-03-08T12:00:00.000Z',
};

/** Resolved `dias` days ago, as its history says. */
const resolvidoHa = (dias: number): Chamado => ({
  ...notas,
  status: 'Resolvido',
  historico_status: [...notas.historico_status, { status: 'Resolvido', por: 'admin', em: diasAtras(dias) }],
  ultima_atividade: diasAtras(dias),
});

const entrarComo = (username: string, role: 'user' | 'admin') =>
  session.signIn({
    token: 'token-de-teste',
    role,
    user: {
      id: `id-${username}`,
      username,
      email: `${username}@franquia.dev`,
      role,
      can_manage_products: false,
      email_verified: true,
      origem: 'senha',
    },
  });

const itensDaConversa = (detalhe: HTMLElement) =>
  [...within(detalhe).getByRole('list', { name: mensagensConversa.titulo }).children] as HTMLElement[];
/** The reply form, once its code arrived (it loads on demand: the first time, a busy machine may take a while). */
const formulario = (detalhe: HTMLElement) =>
  within(detalhe).findByRole('form', { name: mensagensConversa.resposta }, { timeout: 5000 });
const campoResposta = (form: HTMLElement) =>
  within(form).getByLabelText(mensagensConversa.resposta) as HTMLTextAreaElement;
const responder = async (form: HTMLElement, texto: string) => {
  fireEvent.change(campoResposta(form), { target: { value: texto } });
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: mensagensConversa.enviar })));
};
/** The dialog that answers a reply: its text, then closed. */
const avisoDaResposta = async () => {
  const aviso = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
  const texto = aviso.textContent;
  await fecharAviso();
  return texto;
};
/** Every lazily loaded module is in, and what waited for it has rendered. */
const formularioCarregado = async () => {
  await act(async () => {
    await import('../src/features/chamados/conversa/RespostaChamadoForm.tsx');
  });
};

beforeEach(() => {
  ArmazenamentoFalso.reiniciar();
  vi.stubGlobal('XMLHttpRequest', ArmazenamentoFalso);
});

afterEach(() => {
  cleanup();
  session.signOut();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the timeline', () => {
  it('orders replies and status changes oldest first; a reply precedes the change it caused at the same instant', () => {
    const eventos = linhaDoTempo(conversado).map((evento) =>
      evento.tipo === 'mensagem' ? evento.mensagem.id : `${evento.status}${evento.abertura ? ' (abertura)' : ''}`,
    );
    expect(eventos).toEqual(['Aberto (abertura)', 'm1', 'm2', 'Em andamento', 'm3']);
    // Out of order in the API's arrays, still by time.
    const embaralhado = {
      historico_status: [...conversado.historico_status],
      mensagens: [...conversado.mensagens].reverse(),
    };
    expect(linhaDoTempo(embaralhado).map((evento) => evento.em)).toEqual(
      linhaDoTempo(conversado).map((evento) => evento.em),
    );
  });

  it("the requester's screen: 'Você' for their replies, the support's named and marked, text with its line breaks", async () => {
    servidor([conversado]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1002' });
    const detalhe = await abrirDetalhe('CH-1002');

    expect(within(detalhe).getByRole('heading', { name: mensagensConversa.titulo })).toBeTruthy();
    const itens = itensDaConversa(detalhe);
    expect(itens.map((item) => item.textContent)).toEqual([
      'Chamado aberto por franqueado 06/03/2026 09:00',
      'Você 06/03/2026 15:00Segue o briefing.\nPrazo curto.Baixar briefing.pdf2 KB',
      'admin Suporte 07/03/2026 09:00Recebido, vamos produzir.',
      'Status alterado para Em andamento por admin 07/03/2026 09:00',
      'carla Suporte 08/03/2026 09:00Arte pronta para aprovação.',
    ]);
    // The two sides look apart.
    expect(itens.map((item) => item.className)).toEqual([
      'conversa__evento conversa__evento--pendente',
      'conversa__mensagem conversa__mensagem--solicitante conversa__mensagem--propria',
      'conversa__mensagem conversa__mensagem--suporte',
      'conversa__evento conversa__evento--transporte',
      'conversa__mensagem conversa__mensagem--suporte',
    ]);
    expect(within(detalhe).queryByText(mensagensConversa.semMensagens)).toBeNull();
    // An open ticket: nothing to warn about, the form.
    await formulario(detalhe);
    expect(within(detalhe).queryByText(mensagensConversa.reabrira)).toBeNull();
  });

  it("downloads a reply's attachment through the ticket's attachment route, by its index", async () => {
    const api = servidor([conversado]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1002' });
    const detalhe = await abrirDetalhe('CH-1002');
    const anexos = within(detalhe).getByRole('list', { name: mensagensConversa.anexosResposta });
    await act(async () => fireEvent.click(within(anexos).getByRole('button', { name: /^Baixar briefing\.pdf/ })));
    await waitFor(() =>
      expect(api.estado.chamadas.map((chamada) => chamada.caminho)).toContain('/api/support/chamados/2/anexos/1'),
    );
  });

  it("an admin's screen: 'Você' for that admin's own replies only, the requester by name", async () => {
    entrarComo('carla', 'admin');
    servidor([conversado]);
    await abrirTela('admin', '/admin-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1002' });
    const detalhe = await abrirDetalhe('CH-1002');
    expect(
      itensDaConversa(detalhe).map((item) => item.querySelector('.conversa__cabecalho')?.textContent ?? ''),
    ).toEqual([
      '',
      'franqueado 06/03/2026 15:00',
      'admin Suporte 07/03/2026 09:00',
      '',
      'Você Suporte 08/03/2026 09:00',
    ]);
  });
});

describe('replying', () => {
  it('sends the text with an Idempotency-Key, confirms, empties the form and puts the ticket in the list and detail', async () => {
    const api = servidor([notas]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const detalhe = await abrirDetalhe('CH-1001');
    expect(within(detalhe).getByText(mensagensConversa.semMensagens)).toBeTruthy();
    const form = await formulario(detalhe);

    await responder(form, '  Alguma novidade?\nObrigado.  ');
    expect(await avisoDaResposta()).toContain(mensagensConversa.enviada);

    const [envio] = api.chamadasA('mensagens');
    expect(envio?.metodo).toBe('POST');
    expect(envio?.caminho).toBe('/api/support/chamados/1/mensagens');
    expect(envio?.corpo).toEqual({ texto: 'Alguma novidade?\nObrigado.', anexo_upload_ids: [] });
    expect(envio?.cabecalhos.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    expect(campoResposta(form).value).toBe('');
    const ultimo = itensDaConversa(detalhe).at(-1);
    expect(ultimo?.querySelector('.conversa__autor')?.textContent).toBe(mensagensConversa.voce);
    expect(ultimo?.querySelector('.conversa__texto')?.textContent).toBe('Alguma novidade?\nObrigado.');
    // The list's copy is the API's answer: its last activity is the reply's.
    const respondido = api.estado.chamados[0]?.ultima_atividade ?? '';
    expect(respondido).not.toBe(notas.ultima_atividade);
    expect(linha('CH-1001').querySelector('time')?.getAttribute('dateTime')).toBe(respondido);
    expect(celulas(linha('CH-1001'))[2]).toBe(
      `${formatDateTime(respondido)}Aberto em 05/03/2026${mensagensConversa.resumo(1, 'solicitante')}`,
    );

    // The next reply is another: another key.
    await responder(form, 'Mais uma coisa.');
    await avisoDaResposta();
    const [primeira, segunda] = api.chamadasA('mensagens').map((chamada) => chamada.cabecalhos.get('Idempotency-Key'));
    expect(segunda).not.toBe(primeira);
  });

  it('is disabled while it sends, showing it', async () => {
    const api = servidor([notas]);
    let soltar = () => {};
    api.estado.antesDaResposta.push(
      () =>
        new Promise<undefined>((resolve) => {
          soltar = () => resolve(undefined);
        }),
    );
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const form = await formulario(await abrirDetalhe('CH-1001'));

    await responder(form, 'Olá');
    const botao = within(form).getByRole('button', { name: mensagensConversa.enviando }) as HTMLButtonElement;
    expect(botao.disabled).toBe(true);
    expect(campoResposta(form).disabled).toBe(true);
    // A second click sends nothing more.
    await act(async () => fireEvent.click(botao));
    await act(async () => soltar());
    expect(await avisoDaResposta()).toContain(mensagensConversa.enviada);
    expect(api.chamadasA('mensagens')).toHaveLength(1);
    expect((within(form).getByRole('button', { name: mensagensConversa.enviar }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('uploads the files first; a failed reply keeps text, files and key, and the retry sends no byte again', async () => {
    const api = servidor([notas]);
    api.estado.antesDaResposta.push(() => {
      throw new TypeError('Failed to fetch');
    });
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const detalhe = await abrirDetalhe('CH-1001');
    const form = await formulario(detalhe);
    const arquivo = new File(['%PDF-1.4'], 'orcamento.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText(mensagensConversa.anexos), { target: { files: [arquivo] } });
    expect(within(form).getByRole('list', { name: 'Arquivos selecionados' }).textContent).toContain('orcamento.pdf');

    await responder(form, 'Segue o orçamento.');
    expect(await avisoDaResposta()).toContain(mensagensConversa.falhaConexao);
    expect(campoResposta(form).value).toBe('Segue o orçamento.');
    expect(within(form).getByRole('list', { name: 'Arquivos selecionados' }).textContent).toContain('orcamento.pdf');

    await act(async () => fireEvent.click(within(form).getByRole('button', { name: mensagensConversa.enviar })));
    expect(await avisoDaResposta()).toContain(mensagensConversa.enviada);

    const uploads = api.estado.chamadas.filter((chamada) => chamada.caminho === '/api/uploads');
    expect(uploads.map((chamada) => chamada.corpo)).toEqual([
      { finalidade: 'anexo-chamado', nome: 'orcamento.pdf', tamanho: arquivo.size, tipo: 'application/pdf' },
    ]);
    expect(ArmazenamentoFalso.envios.map((envio) => envio.metodo)).toEqual(['PUT']);
    const envios = api.chamadasA('mensagens');
    expect(envios).toHaveLength(2);
    const [uploadId] = api.estado.uploads.keys();
    expect(envios.map((envio) => envio.corpo)).toEqual([
      { texto: 'Segue o orçamento.', anexo_upload_ids: [uploadId] },
      { texto: 'Segue o orçamento.', anexo_upload_ids: [uploadId] },
    ]);
    const [primeira, segunda] = envios.map((envio) => envio.cabecalhos.get('Idempotency-Key'));
    expect(segunda).toBe(primeira);

    // The reply shows with its file, downloadable; the form is empty again.
    const anexos = within(itensDaConversa(detalhe).at(-1) as HTMLElement).getByRole('list', {
      name: mensagensConversa.anexosResposta,
    });
    expect(within(anexos).getByRole('button').textContent).toContain('orcamento.pdf');
    expect(within(form).queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
  });

  it("shows the API's reason for a refusal", async () => {
    const api = servidor([notas]);
    api.estado.antesDaResposta.push(() => json({ message: mensagensConversa.prazoEncerrado(diasParaReabrir) }, 409));
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const form = await formulario(await abrirDetalhe('CH-1001'));
    await responder(form, 'Ainda preciso disso.');
    expect(await avisoDaResposta()).toContain(
      mensagensConversa.falha(mensagensConversa.prazoEncerrado(diasParaReabrir)),
    );
  });

  it('counts the characters; a text past the limit is kept whole, the counter says by how much, and it is not sent', async () => {
    const api = servidor([notas]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const form = await formulario(await abrirDetalhe('CH-1001'));
    const campo = campoResposta(form);
    // No maxLength: the browser would cut what is typed or pasted past it, unseen.
    expect(campo.maxLength).toBe(-1);
    expect(within(form).getByText(`0/${maximoTextoResposta} caracteres`)).toBeTruthy();
    fireEvent.change(campo, { target: { value: 'Olá' } });
    expect(within(form).getByText(`3/${maximoTextoResposta} caracteres`)).toBeTruthy();

    await responder(form, '   ');
    expect(within(form).getByText(mensagensConversa.textoObrigatorio)).toBeTruthy();
    expect(campo.getAttribute('aria-invalid')).toBe('true');

    // Pasted past the limit: every character stays, the counter says by how much, the field why it is not sent.
    const longo = `${'a'.repeat(maximoTextoResposta)}123456789012`;
    await responder(form, longo);
    expect(campo.value).toBe(longo);
    const contador = within(form).getByText(
      mensagensTexto.contadorExcedido(maximoTextoResposta + 12, maximoTextoResposta),
    );
    expect(contador.className).toBe('field__counter field__counter--excedido');
    const erro = within(form).getByText(mensagensConversa.textoLongo(maximoTextoResposta));
    expect(campo.getAttribute('aria-describedby')?.split(' ')).toEqual([erro.id, contador.id]);
    expect(api.chamadasA('mensagens')).toHaveLength(0);

    // Cut back to the limit by the person, it goes.
    await responder(form, longo.slice(0, maximoTextoResposta));
    expect(await avisoDaResposta()).toContain(mensagensConversa.enviada);
    expect(api.chamadasA('mensagens')).toHaveLength(1);
  });
});

describe('a resolved ticket', () => {
  it(`past ${diasParaReabrir} days: no form for the requester, a notice with the way to a new ticket`, async () => {
    servidor([resolvidoHa(diasParaReabrir + 1)]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const detalhe = await abrirDetalhe('CH-1001');
    await formularioCarregado();

    expect(within(detalhe).getByText(mensagensConversa.prazoEncerrado(diasParaReabrir))).toBeTruthy();
    expect(within(detalhe).getByRole('link', { name: mensagensChamados.novoChamado }).getAttribute('href')).toBe(
      '/chamados',
    );
    expect(within(detalhe).queryByRole('form', { name: mensagensConversa.resposta })).toBeNull();
    expect(within(detalhe).queryByLabelText(mensagensConversa.resposta)).toBeNull();
    expect(within(detalhe).queryByText(mensagensConversa.reabrira)).toBeNull();
  });

  it('past those days an admin still replies', async () => {
    entrarComo('carla', 'admin');
    servidor([resolvidoHa(diasParaReabrir + 1)]);
    await abrirTela('admin', '/admin-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const detalhe = await abrirDetalhe('CH-1001');
    expect(await formulario(detalhe)).toBeTruthy();
    expect(within(detalhe).queryByText(mensagensConversa.prazoEncerrado(diasParaReabrir))).toBeNull();
    expect(within(detalhe).queryByText(mensagensConversa.reabrira)).toBeNull();
  });

  it('within those days: the requester is told the reply reopens it, and replying does', async () => {
    servidor([resolvidoHa(2)]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const detalhe = await abrirDetalhe('CH-1001');
    const form = await formulario(detalhe);
    const aviso = within(detalhe).getByText(mensagensConversa.reabrira);
    // Above the form.
    expect(aviso.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await responder(form, 'O problema voltou.');
    await avisoDaResposta();
    expect(pares(detalhe).Status).toBe('Em andamento');
    expect(itensDaConversa(detalhe).at(-1)?.textContent).toMatch(/^Status alterado para Em andamento por franqueado/);
    expect(within(detalhe).queryByText(mensagensConversa.reabrira)).toBeNull();
    expect(within(linha('CH-1001')).getByText('Em andamento')).toBeTruthy();
  });
});

describe("a ticket waiting for the requester ('Aguardando franqueado')", () => {
  const aguardando: Chamado = {
    ...notas,
    status: 'Aguardando franqueado',
    historico_status: [...notas.historico_status, { status: 'Aguardando franqueado', por: 'admin', em: diasAtras(1) }],
    ultima_atividade: diasAtras(1),
  };

  it('tells the requester it waits for their answer, never that it was resolved; replying resumes it', async () => {
    servidor([aguardando]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const detalhe = await abrirDetalhe('CH-1001');
    const form = await formulario(detalhe);
    expect(within(detalhe).queryByText(mensagensConversa.reabrira)).toBeNull();
    const aviso = within(detalhe).getByText(mensagensConversa.aguardaResposta);
    expect(aviso.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await responder(form, 'Segue o comprovante.');
    await avisoDaResposta();
    expect(pares(detalhe).Status).toBe('Em andamento');
    expect(within(detalhe).queryByText(mensagensConversa.aguardaResposta)).toBeNull();
  });

  it('an admin sees neither notice', async () => {
    entrarComo('carla', 'admin');
    servidor([aguardando]);
    await abrirTela('admin', '/admin-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const detalhe = await abrirDetalhe('CH-1001');
    expect(await formulario(detalhe)).toBeTruthy();
    expect(within(detalhe).queryByText(mensagensConversa.aguardaResposta)).toBeNull();
    expect(within(detalhe).queryByText(mensagensConversa.reabrira)).toBeNull();
  });
});

describe('unread tickets', () => {
  it('are marked in the list, for screen readers too, with their last activity beside', async () => {
    servidor([{ ...marketing, nao_lido: true }, notas]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: `CH-1002 ${mensagensConversa.naoLido}` });
    const naoLida = linha(/^CH-1002/);
    expect(within(naoLida).getByText(mensagensConversa.naoLido)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'CH-1001' })).toBeTruthy();
    expect(within(linha('CH-1001')).queryByText(mensagensConversa.naoLido)).toBeNull();
    const ultimaAtividade = within(naoLida).getAllByRole('cell')[2];
    expect(ultimaAtividade?.textContent).toBe(
      `${mensagensConversa.ultimaAtividade}07/03/2026 09:00${mensagensConversa.abertoEm} 06/03/2026Nenhuma resposta`,
    );
    expect(ultimaAtividade?.querySelector('time')?.getAttribute('dateTime')).toBe(marketing.ultima_atividade);
  });

  it('opening one marks it read once, and the answer lands everywhere (the status change sends its new version)', async () => {
    const api = servidor([{ ...notas, nao_lido: true }, marketing]);
    await abrirTela('admin', '/admin-chamados');
    await screen.findByRole('rowheader', { name: `CH-1001 ${mensagensConversa.naoLido}` });
    const detalhe = await abrirDetalhe('CH-1001');
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'CH-1001' })).toBeTruthy());
    await formulario(detalhe);
    const leituras = api.chamadasA('leitura');
    expect(leituras.map((chamada) => `${chamada.metodo} ${chamada.caminho}`)).toEqual([
      'PUT /api/support/chamados/1/leitura',
    ]);
    expect(leituras[0]?.corpo).toBeUndefined();
    // The marker's answer is the ticket: no read beside it that could come back older.
    expect(api.estado.chamadas.filter((chamada) => chamada.caminho === '/api/support/chamados/1')).toEqual([]);

    await act(async () =>
      fireEvent.change(within(detalhe).getByLabelText('Alterar status'), { target: { value: 'Resolvido' } }),
    );
    await screen.findByRole('alertdialog');
    const put = api.estado.chamadas.find((chamada) => chamada.caminho.endsWith('/status'));
    expect(put?.cabecalhos.get('If-Match')).toBe('"v1"L');
    await fecharAviso();

    // Closed and opened again, read already: no second call; a ticket read before is not marked.
    await act(async () => fireEvent.click(within(detalhe).getByRole('button', { name: 'Fechar' })));
    await abrirDetalhe('CH-1001');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fechar' })));
    await abrirDetalhe('CH-1002');
    expect(api.chamadasA('leitura')).toHaveLength(1);
  });
});
