import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import type { StatusChamado } from '@portal/shared/schemas/chamado';
import type { Chamado } from '@portal/shared/schemas/chamadosConsulta';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BuscaChamados, type EscopoChamados, lerBuscaChamados } from '../src/features/chamados/buscaUrl.ts';
import { ChamadosPage } from '../src/features/chamados/ChamadosPage.tsx';
import { PainelAdminPage } from '../src/features/painelAdmin/PainelAdminPage.tsx';
import { renderInRouter, renderTelaComBusca } from './renderWithRouter.tsx';

// The screens run against a small in-memory stand-in of the tickets API behind a fetch spy: the lists
// filter by protocol and status as the API does, the status change checks If-Match and answers 409 to a
// stale version, and every request is recorded so the tests can say what was sent.

const notas: Chamado = {
  id: 1,
  protocolo: 'CH-1001',
  status: 'Aberto',
  created_at: '2026-03-05T13:30:00.000Z',
  updated_at: '2026-03-05T13:30:00.000Z',
  user: { username: 'franqueado', email: 'franqueado@franquia.dev' },
  titulo: 'Reembolso do evento',
  formulario: 'Lançamento de Notas e Despesas',
  contratante: 'Gráfica Central',
  formaPagamento: 'Pix',
  dadosPagamento: 'Chave: financeiro@grafica.test',
  dataPagamento: '2026-03-05',
  notaFiscal: 'À emitir',
  motivoNaoEmissao: 'Fornecedor emite no fim do mês',
  tipoSolicitacao: '',
  descricaoDemanda: 'Banners do evento de março',
  materiais: [],
  quantidadeTamanho: '',
  prazoEntrega: '',
  anexos: [],
  historico_status: [{ status: 'Aberto', por: 'franqueado', em: '2026-03-05T13:30:00.000Z' }],
  versao: '"v1"',
};

const referencia = { indice: 0, nome: 'referencia.pdf', tamanho: 350 * 1024, contentType: 'application/pdf' };

const marketing: Chamado = {
  ...notas,
  id: 2,
  protocolo: 'CH-1002',
  status: 'Em andamento',
  created_at: '2026-03-06T12:00:00.000Z',
  updated_at: '2026-03-07T12:00:00.000Z',
  user: { username: 'bruno', email: 'bruno@franquia.dev' },
  titulo: 'Folders da loja',
  formulario: 'Solicitações de Marketing',
  contratante: '',
  formaPagamento: '',
  dadosPagamento: '',
  dataPagamento: '',
  notaFiscal: '',
  motivoNaoEmissao: '',
  tipoSolicitacao: 'Material',
  descricaoDemanda: 'Folders para a inauguração',
  materiais: ['FOLDER', 'BANNER'],
  quantidadeTamanho: '500 folders A5',
  prazoEntrega: '2026-04-10',
  anexos: [referencia],
  historico_status: [
    { status: 'Aberto', por: 'bruno', em: '2026-03-06T12:00:00.000Z' },
    { status: 'Em andamento', por: 'admin', em: '2026-03-07T12:00:00.000Z' },
  ],
  versao: '"v7"',
};

const resolvido: Chamado = { ...notas, id: 3, protocolo: 'CH-1003', status: 'Resolvido', versao: '"v2"' };

interface Chamada {
  metodo: string;
  caminho: string;
  parametros: URLSearchParams;
  cabecalhos: Headers;
  corpo: unknown;
}

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'Content-Type': 'application/json' } });

/** The stand-in API: `chamados` newest first, as the server keeps them. */
function servidor(iniciais: Chamado[]) {
  const estado = {
    chamados: structuredClone(iniciais),
    chamadas: [] as Chamada[],
    /** Lists answer 500 while set. */
    listaFalha: false,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (entrada, init) => {
    const url = new URL(String(entrada), 'http://portal.test');
    const metodo = init?.method ?? 'GET';
    const corpo = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    estado.chamadas.push({
      metodo,
      caminho: url.pathname,
      parametros: url.searchParams,
      cabecalhos: new Headers(init?.headers),
      corpo,
    });
    if (metodo === 'GET' && ['/api/support/meus-chamados', '/api/admin/chamados'].includes(url.pathname)) {
      if (estado.listaFalha) return new Response('', { status: 500 });
      const protocolo = url.searchParams.get('protocolo');
      const status = url.searchParams.get('status');
      const lista = estado.chamados.filter(
        (chamado) => (!protocolo || chamado.protocolo.includes(protocolo)) && (!status || chamado.status === status),
      );
      const limite = Number(url.searchParams.get('limite'));
      return json({ chamados: lista.slice(0, limite), continuacao: null, total_filtrado: lista.length });
    }
    const status = /^\/api\/admin\/chamados\/(\d+)\/status$/.exec(url.pathname);
    if (metodo === 'PUT' && status) {
      const indice = estado.chamados.findIndex((chamado) => chamado.id === Number(status[1]));
      const atual = estado.chamados[indice];
      if (!atual) return json({ message: mensagensChamados.chamadoNaoEncontrado }, 404);
      if (new Headers(init?.headers).get('If-Match') !== atual.versao) {
        return json({ message: mensagensChamados.versaoDesatualizada }, 409);
      }
      const novo: Chamado = {
        ...atual,
        status: (corpo as { status: StatusChamado }).status,
        versao: `${atual.versao}+`,
        historico_status: [
          ...atual.historico_status,
          { status: (corpo as { status: StatusChamado }).status, por: 'admin', em: '2026-03-08T15:00:00.000Z' },
        ],
      };
      estado.chamados[indice] = novo;
      return json({ message: mensagensChamados.statusAtualizado, chamado: novo });
    }
    const anexo = /^\/api\/support\/chamados\/(\d+)\/anexos\/(\d+)$/.exec(url.pathname);
    if (metodo === 'GET' && anexo) {
      if (anexo[2] !== '0') return json({ message: 'Anexo não encontrado.' }, 404);
      return new Response(new Blob(['%PDF-1.4 referencia']), { headers: { 'Content-Type': 'application/pdf' } });
    }
    return new Response('', { status: 404 });
  });
  /** Another admin changes a ticket on the server: the screen's copy becomes stale. */
  const mudarNoServidor = (id: number, mudanca: Partial<Chamado>) => {
    estado.chamados = estado.chamados.map((chamado) =>
      chamado.id === id ? { ...chamado, ...mudanca, versao: `${chamado.versao}*` } : chamado,
    );
  };
  const listas = () => estado.chamadas.filter((chamada) => chamada.metodo === 'GET' && !/anexos/.test(chamada.caminho));
  return { estado, mudarNoServidor, listas };
}

/** The screen under a router that keeps its filters in the URL exactly as the app's routes do. */
const abrirTela = (escopo: EscopoChamados, url: string) =>
  renderTelaComBusca(
    { path: escopo === 'admin' ? '/admin-chamados' : '/meus-chamados', url },
    (search): BuscaChamados => lerBuscaChamados(escopo, search),
    (busca, onBusca) => <ChamadosPage escopo={escopo} busca={busca} onBusca={onBusca} />,
  );

const linhas = () => screen.getAllByRole('row').slice(1);
const linha = (protocolo: string) => {
  const encontrada = linhas().find((row) => within(row).queryByRole('rowheader', { name: protocolo }));
  if (!encontrada) throw new Error(`no row for ${protocolo}`);
  return encontrada;
};
const celulas = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('.data-table__value')?.textContent ?? cell.textContent);
const abrirDetalhe = async (protocolo: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Ver Detalhes do chamado ${protocolo}` })));
  return screen.getByRole('dialog', { name: `Chamado ${protocolo}` });
};
/** A detail's label/value pairs, as shown. */
const pares = (detalhe: HTMLElement) =>
  Object.fromEntries(
    [...detalhe.querySelectorAll('dl > div')].map((par) => [
      par.querySelector('dt')?.textContent,
      par.querySelector('dd')?.textContent,
    ]),
  );
const fecharAviso = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Meus chamados', () => {
  it('lists the tickets newest first with protocol, title over category and request type, date and status badge', async () => {
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
    expect(celulas(linha('CH-1002'))).toEqual([
      'Folders da lojaCategoria: Solicitações de Marketing · Material',
      'Em andamento',
      '06/03/2026 09:00',
      expect.stringContaining('Ver Detalhes'),
    ]);
    // A notes ticket has no request type.
    expect(celulas(linha('CH-1001'))[0]).toBe('Reembolso do eventoCategoria: Lançamento de Notas e Despesas');
    const tom = (protocolo: string) => within(linha(protocolo)).getByText(/Aberto|Em andamento|Resolvido/).className;
    expect(tom('CH-1001')).toBe('badge badge--pendente');
    expect(tom('CH-1002')).toBe('badge badge--transporte');
    expect(tom('CH-1003')).toBe('badge badge--aprovado');
    expect(screen.getByText('Mostrando 3 de 3 chamados')).toBeTruthy();

    expect(api.listas().map((chamada) => `${chamada.caminho}?${chamada.parametros}`)).toEqual([
      '/api/support/meus-chamados?limite=25',
    ]);
  });

  it("shows only the fields of each ticket's own form, its attachments and its timeline", async () => {
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
    const historico = within(detalheMarketing)
      .getByRole('heading', { name: 'Histórico' })
      .parentElement?.querySelectorAll('li');
    expect([...(historico ?? [])].map((evento) => evento.textContent)).toEqual([
      'Aberto06/03/2026 09:00por bruno',
      'Em andamento07/03/2026 09:00por admin',
    ]);
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
