import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PainelAdminPage } from '../src/features/painelAdmin/PainelAdminPage.tsx';
import { renderInRouter } from './renderWithRouter.tsx';
import {
  abrirDetalhe,
  abrirTela,
  celulas,
  fecharAviso,
  linha,
  linhas,
  marketing,
  notas,
  pares,
  referencia,
  resolvido,
  servidor,
} from './servidorChamados.tsx';

// The list screens against the tickets API's stand-in (servidorChamados.tsx); the conversation has its own file.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Meus chamados', () => {
  it('lists the tickets as the API orders them with protocol, title over category, status, last activity and opening', async () => {
    const api = servidor([resolvido, marketing, notas]);
    await abrirTela('meus', '/meus-chamados');

    expect(screen.getByRole('heading', { level: 1, name: mensagensChamados.meusChamados })).toBeTruthy();
    expect(screen.getByRole('link', { name: mensagensChamados.novoChamado }).getAttribute('href')).toBe('/chamados');
    await screen.findByRole('rowheader', { name: 'CH-1002' });
    expect(linhas().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'CH-1003',
      'CH-1002',
      'CH-1001',
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).not.toContain('Solicitante');
    // The category, with a marketing request's type, on one line under the title (named for screen readers).
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Protocolo',
      'Título',
      'Status',
      'Última atividade',
      'Ações',
    ]);
    // The last activity with its time, the opening day under it.
    expect(celulas(linha('CH-1002'))).toEqual([
      'Folders da lojaCategoria: Solicitações de Marketing · Material',
      'Em andamento',
      '07/03/2026 09:00Aberto em 06/03/2026Nenhuma resposta',
      expect.stringContaining('Ver Detalhes'),
    ]);
    // A notes ticket has no request type.
    expect(celulas(linha('CH-1001'))[0]).toBe('Reembolso do eventoCategoria: Lançamento de Notas e Despesas');
    const tom = (protocolo: string) =>
      within(linha(protocolo)).getByText(/^(Aberto|Em andamento|Resolvido)$/).className;
    expect(tom('CH-1001')).toBe('badge badge--pendente');
    expect(tom('CH-1002')).toBe('badge badge--transporte');
    expect(tom('CH-1003')).toBe('badge badge--aprovado');
    expect(screen.getByText('Mostrando 3 de 3 chamados')).toBeTruthy();

    expect(api.listas().map((chamada) => `${chamada.caminho}?${chamada.parametros}`)).toEqual([
      '/api/support/meus-chamados?limite=25',
    ]);
  });

  it("shows only the fields of each ticket's own form, its attachments and its conversation's timeline", async () => {
    servidor([marketing, notas]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });

    const detalheNotas = await abrirDetalhe('CH-1001');
    expect(pares(detalheNotas)).toEqual({
      Protocolo: 'CH-1001',
      Status: 'Aberto',
      'Aberto em': '05/03/2026 10:30',
      'Atualizado em': '05/03/2026 10:30',
      Título: 'Reembolso do evento',
      'Tipo de formulário': 'Lançamento de Notas e Despesas',
      Contratante: 'Gráfica Central',
      'Forma de pagamento': 'Pix',
      'Data de pagamento': '05/03/2026',
      'Status da nota fiscal': 'À emitir',
      'Dados de pagamento': 'Chave: financeiro@grafica.test',
      'Motivo da não emissão': 'Fornecedor emite no fim do mês',
      'Descrição da demanda': 'Banners do evento de março',
    });
    expect(within(detalheNotas).queryByRole('heading', { name: 'Anexos' })).toBeNull();
    // The franchisee's screen changes nothing.
    expect(within(detalheNotas).queryByRole('combobox')).toBeNull();
    await act(async () => fireEvent.click(within(detalheNotas).getByRole('button', { name: 'Fechar' })));

    const detalheMarketing = await abrirDetalhe('CH-1002');
    const campos = pares(detalheMarketing);
    expect(campos).toMatchObject({
      'Tipo de solicitação': 'Material',
      Materiais: 'FOLDER, BANNER',
      'Descrição da quantidade e tamanho': '500 folders A5',
      'Prazo de entrega': '10/04/2026',
    });
    for (const ausente of ['Contratante', 'Forma de pagamento', 'Data de pagamento', 'Status da nota fiscal']) {
      expect(campos).not.toHaveProperty(ausente);
    }
    const anexos = within(detalheMarketing).getByRole('list', { name: 'Anexos do chamado' });
    expect(within(anexos).getByRole('button').textContent).toBe('Baixar referencia.pdf350 KB');
    expect(within(anexos).getByRole('button', { name: 'Baixar referencia.pdf 350 KB' })).toBeTruthy();
    // One timeline, the status changes in it (the separate 'Histórico' is gone).
    expect(within(detalheMarketing).queryByRole('heading', { name: 'Histórico' })).toBeNull();
    const conversa = within(detalheMarketing).getByRole('list', { name: 'Conversa' });
    expect([...conversa.children].map((evento) => evento.textContent)).toEqual([
      'Chamado aberto por bruno 06/03/2026 09:00',
      'Status alterado para Em andamento por admin 07/03/2026 09:00',
    ]);
    expect(within(detalheMarketing).getByText('Nenhuma resposta ainda.')).toBeTruthy();
  });

  it('downloads an attachment through the API and saves it under its name; a refusal shows its reason', async () => {
    const api = servidor([{ ...marketing, anexos: [referencia, { ...referencia, indice: 1, nome: 'sumiu.png' }] }]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1002' });
    const detalhe = await abrirDetalhe('CH-1002');

    const criar = vi.spyOn(URL, 'createObjectURL');
    const cliques: HTMLAnchorElement[] = [];
    const aoClicar = (evento: MouseEvent) => {
      if (evento.target instanceof HTMLAnchorElement) cliques.push(evento.target);
      evento.preventDefault();
    };
    document.addEventListener('click', aoClicar);
    try {
      await act(async () =>
        fireEvent.click(within(detalhe).getByRole('button', { name: 'Baixar referencia.pdf 350 KB' })),
      );
      await waitFor(() => expect(cliques).toHaveLength(1));
    } finally {
      document.removeEventListener('click', aoClicar);
    }
    const pedido = api.estado.chamadas.find((chamada) => chamada.caminho.includes('/anexos/'));
    expect(pedido?.caminho).toBe('/api/support/chamados/2/anexos/0');
    expect(cliques[0]?.download).toBe('referencia.pdf');
    const blob = criar.mock.calls[0]?.[0];
    if (!(blob instanceof Blob)) throw new Error('no Blob was given to createObjectURL');
    expect(await blob.text()).toBe('%PDF-1.4 referencia');
    expect(within(detalhe).queryByRole('alert')).toBeNull();

    await act(async () => fireEvent.click(within(detalhe).getByRole('button', { name: /^Baixar sumiu\.png/ })));
    expect((await within(detalhe).findByRole('alert')).textContent).toBe('Anexo não encontrado.');
  });

  it("says when there is nothing, and on a failed load shows the screen's text with 'Tentar Novamente'", async () => {
    const api = servidor([]);
    api.estado.listaFalha = true;
    await abrirTela('meus', '/meus-chamados');
    const falha = await screen.findByRole('alert');
    expect(falha.textContent).toContain(mensagensChamados.erroCarregar);

    api.estado.listaFalha = false;
    await act(async () => fireEvent.click(within(falha).getByRole('button', { name: 'Tentar Novamente' })));
    expect(await screen.findByText(mensagensChamados.nenhum)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a row and its detail (issue 32)', () => {
  const respondido = {
    ...marketing,
    mensagens: [
      {
        id: 'm1',
        autor: { username: 'bruno', lado: 'solicitante' as const },
        texto: 'Oi',
        anexos: [],
        em: marketing.created_at,
      },
      {
        id: 'm2',
        autor: { username: 'admin', lado: 'suporte' as const },
        texto: 'Olá',
        anexos: [],
        em: marketing.updated_at,
      },
    ],
  };

  it("a row tells the conversation by its summary (the API's list carries no reply); the detail reads the ticket", async () => {
    const api = servidor([respondido, notas]);
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1002' });
    expect(celulas(linha('CH-1002'))[2]).toBe(
      '07/03/2026 09:00Aberto em 06/03/2026' + '2 respostas, a última do suporte',
    );
    expect(celulas(linha('CH-1001'))[2]).toBe('05/03/2026 10:30Aberto em 05/03/2026' + 'Nenhuma resposta');

    const detalhe = await abrirDetalhe('CH-1002');
    expect(within(detalhe).getByRole('list', { name: 'Conversa' }).textContent).toContain('Olá');
    expect(api.estado.chamadas.filter((chamada) => chamada.caminho === '/api/support/chamados/2')).toHaveLength(1);
  });

  it('opens at once with the row, says why the ticket did not come and tries again', async () => {
    const api = servidor([respondido]);
    api.estado.detalheFalha = true;
    await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1002' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ver Detalhes do chamado CH-1002' })));
    const detalhe = screen.getByRole('dialog', { name: 'Chamado CH-1002' });
    expect(pares(detalhe)).toMatchObject({ Protocolo: 'CH-1002', Status: 'Em andamento' });
    const falha = await within(detalhe).findByRole('alert');
    expect(falha.textContent).toContain(mensagensChamados.chamadoNaoEncontrado);

    api.estado.detalheFalha = false;
    await act(async () => fireEvent.click(within(falha).getByRole('button', { name: 'Tentar Novamente' })));
    expect(await within(detalhe).findByRole('heading', { name: 'Dados do Chamado' })).toBeTruthy();
    expect(within(detalhe).queryByRole('alert')).toBeNull();
  });
});

describe('filters', () => {
  it('land in the URL as typed and reach the API as its schema reads them, with the unfiltered count beside', async () => {
    const api = servidor([marketing, notas]);
    const router = await abrirTela('meus', '/meus-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    // The requester filter is the admin's only.
    expect(screen.queryByLabelText('Solicitante')).toBeNull();

    await act(async () => fireEvent.change(screen.getByLabelText('Protocolo'), { target: { value: 'ch-1001' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Aberto' } }));
    expect(router.state.location.search).toEqual({ protocolo: 'ch-1001', status: 'Aberto' });
    expect(router.state.location.href).toBe('/meus-chamados?protocolo=ch-1001&status=Aberto');

    await waitFor(() => expect(linhas()).toHaveLength(1));
    expect(within(linhas()[0] as HTMLElement).getByRole('rowheader').textContent).toBe('CH-1001');
    await waitFor(() => expect(screen.getByText('Mostrando 1 de 2 chamados')).toBeTruthy());
    const filtrada = api.listas().find((chamada) => chamada.parametros.has('status'));
    expect(Object.fromEntries(filtrada?.parametros ?? [])).toEqual({
      protocolo: '1001',
      status: 'Aberto',
      limite: '25',
    });
    // The Y of 'Mostrando X de Y': the unfiltered list counted with one row.
    expect(api.listas().some((chamada) => `${chamada.parametros}` === 'limite=1')).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' })));
    expect(router.state.location.href).toBe('/meus-chamados');
  });

  it('explain a bad period or protocol at once, without asking the API for that list', async () => {
    const api = servidor([notas]);
    await abrirTela('meus', '/meus-chamados?de=2026-03-10&ate=2026-03-01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A data inicial deve ser anterior ou igual à data final.',
    );
    expect(screen.getByText('Mostrando 0 de 1 chamados')).toBeTruthy();
    // Only the unfiltered count was asked (for 'de 1'); the list waits for filters the API would take.
    expect(api.listas().map((chamada) => `${chamada.parametros}`)).toEqual(['limite=1']);
    cleanup();

    servidor([notas]);
    await abrirTela('meus', '/meus-chamados?protocolo=abc');
    expect((await screen.findByRole('alert')).textContent).toBe('Informe o protocolo (CH-1001) ou só os números.');
  });
});

describe('Gerenciamento de Chamados', () => {
  it('shows the requester and sends a status change with the version seen, updating the row and the detail', async () => {
    const api = servidor([marketing, notas]);
    await abrirTela('admin', '/admin-chamados');
    expect(screen.getByRole('heading', { level: 1, name: mensagensChamados.gestao })).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    expect(api.listas()[0]?.caminho).toBe('/api/admin/chamados');
    expect(celulas(linha('CH-1001'))[0]).toBe('franqueado');
    expect(screen.getByLabelText('Solicitante')).toBeTruthy();

    const detalhe = await abrirDetalhe('CH-1001');
    expect(pares(detalhe)).toMatchObject({ Solicitante: 'franqueado', 'E-mail': 'franqueado@franquia.dev' });
    const seletor = within(detalhe).getByLabelText('Alterar status') as HTMLSelectElement;
    expect([...seletor.options].map((opcao) => opcao.value)).toEqual(['Aberto', 'Em andamento', 'Resolvido']);
    expect(seletor.value).toBe('Aberto');

    await act(async () => fireEvent.change(seletor, { target: { value: 'Resolvido' } }));
    const aviso = await screen.findByRole('alertdialog');
    expect(aviso.textContent).toContain('Status do chamado atualizado com sucesso!');
    const put = api.estado.chamadas.find((chamada) => chamada.metodo === 'PUT');
    expect(put?.caminho).toBe('/api/admin/chamados/1/status');
    expect(put?.cabecalhos.get('If-Match')).toBe('"v1"');
    expect(put?.corpo).toEqual({ status: 'Resolvido' });
    await fecharAviso();

    expect((within(detalhe).getByLabelText('Alterar status') as HTMLSelectElement).value).toBe('Resolvido');
    expect(pares(detalhe).Status).toBe('Resolvido');
    expect(within(linha('CH-1001')).getByText('Resolvido').className).toBe('badge badge--aprovado');
    expect(within(detalhe).getByText('por admin')).toBeTruthy();

    // The next change carries the new version.
    await act(async () =>
      fireEvent.change(within(detalhe).getByLabelText('Alterar status'), { target: { value: 'Em andamento' } }),
    );
    await screen.findByRole('alertdialog');
    const segundo = api.estado.chamadas.filter((chamada) => chamada.metodo === 'PUT')[1];
    expect(segundo?.cabecalhos.get('If-Match')).toBe('"v1"+');
  });

  it("on a 409 shows the API's message and the ticket as it now is", async () => {
    const api = servidor([marketing, notas]);
    await abrirTela('admin', '/admin-chamados');
    await screen.findByRole('rowheader', { name: 'CH-1001' });
    const detalhe = await abrirDetalhe('CH-1001');
    // Meanwhile another admin took the ticket.
    api.mudarNoServidor(1, { status: 'Em andamento' });
    const leiturasAntes = api.listas().length;

    await act(async () =>
      fireEvent.change(within(detalhe).getByLabelText('Alterar status'), { target: { value: 'Resolvido' } }),
    );
    const aviso = await screen.findByRole('alertdialog');
    expect(aviso.textContent).toContain(mensagensChamados.versaoDesatualizada);
    expect(api.listas().length).toBeGreaterThan(leiturasAntes);
    await fecharAviso();
    expect((within(detalhe).getByLabelText('Alterar status') as HTMLSelectElement).value).toBe('Em andamento');
    expect(within(linha('CH-1001')).getByText('Em andamento')).toBeTruthy();
  });
});

describe('admin dashboard', () => {
  it("has a 'Chamados' shortcut to /admin-chamados", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    await renderInRouter(<PainelAdminPage />);
    const atalho = screen.getByRole('link', { name: new RegExp(`^${mensagensPainelAdmin.atalhos.chamados}`) });
    expect(atalho.getAttribute('href')).toBe('/admin-chamados');
  });
});
