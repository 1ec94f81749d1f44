import { atributoAccept } from '@portal/shared/domain/uploads';
import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { type Chamado, materiaisChamado } from '@portal/shared/schemas/chamado';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { AberturaChamadoForm } from '../src/features/chamados/abertura/AberturaChamadoForm.tsx';
import { AberturaChamadoPage } from '../src/features/chamados/abertura/AberturaChamadoPage.tsx';
import type { Remetente } from '../src/features/chamados/abertura/aberturaChamado.ts';
import { TokenAzureError } from '../src/features/chamados/abertura/tokenAzure.ts';
import { createApiClient } from '../src/lib/apiClient.ts';
import { ArmazenamentoFalso } from './armazenamentoFalso.ts';
import { renderInRouter } from './renderWithRouter.tsx';

/*
 * The form runs for real in the DOM (react-hook-form, the shared schema, the file pickers, the upload helper,
 * the API client). Its two network edges are stand-ins, as in uploads.test.ts: the API client's injectable
 * fetch plays POST /api/uploads and the support host, and a fake XMLHttpRequest plays Blob Storage.
 */

const chamado = (protocolo = 'CH-1001'): Chamado => ({
  id: 1001,
  protocolo,
  status: 'Aberto',
  created_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-10T12:00:00.000Z',
  user: { username: 'ana', email: 'ana@franquia.dev' },
  titulo: 'Banners',
  formulario: 'Solicitações de Marketing',
  contratante: '',
  formaPagamento: '',
  dadosPagamento: '',
  dataPagamento: '',
  notaFiscal: '',
  motivoNaoEmissao: '',
  tipoSolicitacao: 'Material',
  descricaoDemanda: 'Feira',
  materiais: ['BANNER'],
  quantidadeTamanho: '2',
  prazoEntrega: '2026-04-01',
  anexos: [],
  historico_status: [],
  versao: '"1"',
  mensagens: [],
  ultima_atividade: '2026-03-10T12:00:00.000Z',
  nao_lido: false,
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Resposta = () => Promise<Response>;

/** The API's side: uploads numbered in order, and the support host's answers in turn. */
function apiFalsa({ contato = [], uploads = [] }: { contato?: Resposta[]; uploads?: Resposta[] } = {}) {
  const envios: { url: string; init: RequestInit | undefined }[] = [];
  let numeroUpload = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    envios.push({ url, init });
    if (url === '/api/uploads') {
      const propria = uploads.shift();
      if (propria) return propria();
      numeroUpload += 1;
      return json(
        {
          uploadId: `00000000-0000-4000-8000-00000000000${numeroUpload}`,
          url: `https://conta.blob.core.windows.net/uploads/u/${numeroUpload}?sig=x`,
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        },
        201,
      );
    }
    if (url === '/api/support/contact') {
      const proxima = contato.shift();
      if (!proxima) throw new Error('chamada inesperada ao suporte');
      return proxima();
    }
    throw new Error(`chamada inesperada: ${url}`);
  });
  const api = createApiClient({ getToken: () => 'token-portal', onUnauthorized: vi.fn(), fetch });
  const contatos = () => envios.filter((envio) => envio.url === '/api/support/contact');
  const pedidosUpload = () =>
    envios.filter((envio) => envio.url === '/api/uploads').map((envio) => JSON.parse(String(envio.init?.body)));
  return { api, fetch, contatos, pedidosUpload };
}

const sucesso =
  (protocolo = 'CH-1001'): Resposta =>
  async () =>
    json({ message: mensagensChamados.sucesso, chamado: chamado(protocolo) }, 201);

const microsoft: Remetente = { email: 'ana@franquia.dev', origem: 'microsoft' };
const senha: Remetente = { email: 'franqueado@franquia.dev', origem: 'senha' };

let fetchGlobal: MockInstance<typeof fetch>;

beforeEach(() => {
  ArmazenamentoFalso.reiniciar();
  vi.stubGlobal('XMLHttpRequest', ArmazenamentoFalso);
  // A pass-through spy: the form talks only through the API client it is given.
  fetchGlobal = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  cleanup();
  expect(fetchGlobal).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

async function abrirFormulario({
  usuario = microsoft,
  api = apiFalsa().api,
  obterTokenAzure = vi.fn(async () => 'token-azure'),
}: {
  usuario?: Remetente | null;
  api?: ReturnType<typeof apiFalsa>['api'];
  obterTokenAzure?: () => Promise<string>;
} = {}) {
  const view = await renderInRouter(
    <AberturaChamadoForm api={api} suporteUrl="" obterTokenAzure={obterTokenAzure} usuario={usuario} />,
  );
  return { ...view, obterTokenAzure };
}

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its label (labels carry a '*' or '(opcional)' after the text). */
const campo = (rotulo: string) =>
  screen.getByLabelText(new RegExp(`^${escapar(rotulo)}( \\*| \\(opcional\\))?$`)) as
    | HTMLInputElement
    | HTMLTextAreaElement
    | HTMLSelectElement;
const consultarCampo = (rotulo: string) =>
  screen.queryByLabelText(new RegExp(`^${escapar(rotulo)}( \\*| \\(opcional\\))?$`));
const digitar = (rotulo: string, valor: string) => fireEvent.change(campo(rotulo), { target: { value: valor } });
const { rotulos } = mensagensChamados;
const secao = (nome: string) => screen.queryByRole('group', { name: nome });
const enviar = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: mensagensChamados.tela.enviar })));
const aviso = () => screen.findByRole('alert');
/** The error shown under a control (its aria-describedby), or null. */
const erroDe = (elemento: Element) => {
  const ids = (elemento.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return (
    ids.map((id) => document.getElementById(id)).find((no) => no?.classList.contains('field__error'))?.textContent ??
    null
  );
};
const arquivo = (nome: string, tipo: string) => new File(['conteúdo'], nome, { type: tipo });
const escolherArquivos = (rotulo: string, ...files: File[]) => fireEvent.change(campo(rotulo), { target: { files } });

function preencherMaterial() {
  digitar(rotulos.titulo, 'Banners para a feira');
  digitar(rotulos.formulario, 'Solicitações de Marketing');
  digitar(rotulos.tipoSolicitacao, 'Material');
  fireEvent.click(screen.getByRole('checkbox', { name: 'BANNER' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'FLYER' }));
  digitar(rotulos.quantidadeTamanho, '2 banners 1x2 m');
  digitar(rotulos.prazoEntrega, '2026-04-01');
  digitar(rotulos.descricaoDemanda, 'Feira de Ribeirão Preto');
}

describe('Abertura de Chamados: the page', () => {
  it("shows the title, a link to the user's tickets and the form; leaving forgets the session's Azure token", async () => {
    sessionStorage.setItem('azureToken', 'do-login');
    const { unmount } = await renderInRouter(<AberturaChamadoPage />);
    expect(screen.getByRole('heading', { level: 1, name: mensagensTelas.aberturaChamados })).toBeTruthy();
    expect(screen.getByRole('link', { name: mensagensChamados.meusChamados }).getAttribute('href')).toBe(
      '/meus-chamados',
    );
    expect(screen.getByRole('button', { name: 'Enviar Chamado' })).toBeTruthy();
    expect(sessionStorage.getItem('azureToken')).toBe('do-login');
    unmount();
    expect(sessionStorage.getItem('azureToken')).toBeNull();
  });
});

describe('Abertura de Chamados: sections follow the choices', () => {
  it('no branch until a form type is chosen; invoices show payment data for Pix only and the picker of the status', async () => {
    await abrirFormulario();
    expect(campo(rotulos.titulo)).toBeTruthy();
    expect(secao('Lançamento de Notas e Despesas')).toBeNull();
    expect(secao('Solicitações de Marketing')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();

    digitar(rotulos.formulario, 'Lançamento de Notas e Despesas');
    expect(secao('Lançamento de Notas e Despesas')).toBeTruthy();
    expect(
      within(campo(rotulos.formaPagamento) as HTMLSelectElement)
        .getAllByRole('option')
        .map((opcao) => opcao.textContent),
    ).toEqual(['Selecione...', 'Pix', 'Boleto', 'Transferência bancária (TED)']);
    expect(consultarCampo(rotulos.dadosPagamento)).toBeNull();
    digitar(rotulos.formaPagamento, 'Pix');
    expect(campo(rotulos.dadosPagamento)).toBeTruthy();
    digitar(rotulos.formaPagamento, 'Boleto');
    expect(consultarCampo(rotulos.dadosPagamento)).toBeNull();

    const status = screen.getByRole('group', { name: rotulos.notaFiscal });
    expect(
      within(status)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['Emitida', 'À emitir']);
    expect(consultarCampo(rotulos.descricaoDemanda)).toBeNull();
    fireEvent.click(within(status).getByRole('radio', { name: 'Emitida' }));
    expect(consultarCampo(rotulos.motivoNaoEmissao)).toBeNull();
    expect(campo(rotulos.descricaoDemanda)).toBeTruthy();
    expect((campo('Nota fiscal emitida (anexos)') as HTMLInputElement).accept).toBe(atributoAccept('anexo-chamado'));

    fireEvent.click(within(status).getByRole('radio', { name: 'À emitir' }));
    expect(campo(rotulos.motivoNaoEmissao)).toBeTruthy();
    expect(consultarCampo('Nota fiscal emitida (anexos)')).toBeNull();
    expect((campo('Documentos da nota à emitir (anexos)') as HTMLInputElement).accept).toBe(
      atributoAccept('anexo-chamado'),
    );
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(1);
  });

  it('marketing: materials only for Material; campaign and service pickers take the restricted types', async () => {
    await abrirFormulario();
    digitar(rotulos.formulario, 'Solicitações de Marketing');
    expect(secao('Lançamento de Notas e Despesas')).toBeNull();
    expect(secao('Solicitações de Marketing')).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();

    digitar(rotulos.tipoSolicitacao, 'Campanha');
    expect(secao(rotulos.materiais)).toBeNull();
    expect(consultarCampo(rotulos.prazoEntrega)).toBeNull();
    expect(campo(rotulos.descricaoDemanda)).toBeTruthy();
    const campanha = campo('Arquivos da campanha') as HTMLInputElement;
    expect(campanha.accept).toBe(atributoAccept('anexo-chamado-restrito'));
    expect(campanha.accept).not.toContain('.mp4');

    digitar(rotulos.tipoSolicitacao, 'Serviço');
    expect((campo('Arquivos do serviço') as HTMLInputElement).accept).toBe(atributoAccept('anexo-chamado-restrito'));

    digitar(rotulos.tipoSolicitacao, 'Material');
    const materiais = screen.getByRole('group', { name: rotulos.materiais });
    expect(
      within(materiais)
        .getAllByRole('checkbox')
        .map((caixa) => (caixa as HTMLInputElement).value),
    ).toEqual([...materiaisChamado]);
    expect(campo(rotulos.quantidadeTamanho)).toBeTruthy();
    expect(campo(rotulos.prazoEntrega)).toBeTruthy();
    expect((campo('Referências do material') as HTMLInputElement).accept).toBe(atributoAccept('anexo-chamado'));

    digitar(rotulos.formulario, 'Lançamento de Notas e Despesas');
    expect(secao('Solicitações de Marketing')).toBeNull();
    expect(secao(rotulos.materiais)).toBeNull();
  });

  it('a campaign pick refuses a video with the restricted message', async () => {
    await abrirFormulario();
    digitar(rotulos.formulario, 'Solicitações de Marketing');
    digitar(rotulos.tipoSolicitacao, 'Campanha');
    escolherArquivos('Arquivos da campanha', arquivo('video.mp4', 'video/mp4'));
    expect(screen.getByRole('alert').textContent).toContain('video.mp4');
    expect(screen.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
  });
});

describe('Abertura de Chamados: validation', () => {
  it('an empty form shows the spec messages under the fields, focuses the first, and an edit clears its error', async () => {
    const { api, fetch } = apiFalsa();
    await abrirFormulario({ api });
    await enviar();
    const titulo = campo(rotulos.titulo);
    expect(erroDe(titulo)).toBe(mensagensChamados.titulo);
    expect(titulo.getAttribute('aria-invalid')).toBe('true');
    expect(erroDe(campo(rotulos.formulario))).toBe(mensagensChamados.formulario);
    await waitFor(() => expect(document.activeElement).toBe(titulo));

    digitar(rotulos.titulo, 'Nota da gráfica');
    await waitFor(() => expect(erroDe(campo(rotulos.titulo))).toBeNull());
    expect(screen.queryByText(mensagensChamados.titulo)).toBeNull();
    // Only the edited field's error goes.
    expect(erroDe(campo(rotulos.formulario))).toBe(mensagensChamados.formulario);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('invoices: each required field by its branch, Pix data and the reason for À emitir', async () => {
    await abrirFormulario();
    digitar(rotulos.titulo, 'Nota da gráfica');
    digitar(rotulos.formulario, 'Lançamento de Notas e Despesas');
    await enviar();
    expect(erroDe(campo(rotulos.contratante))).toBe(mensagensChamados.contratante);
    expect(erroDe(campo(rotulos.formaPagamento))).toBe(mensagensChamados.formaPagamento);
    expect(erroDe(campo(rotulos.dataPagamento))).toBe(mensagensChamados.dataPagamento);
    const status = screen.getByRole('group', { name: rotulos.notaFiscal });
    expect(erroDe(status)).toBe(mensagensChamados.notaFiscal);
    await waitFor(() => expect(document.activeElement).toBe(campo(rotulos.contratante)));

    digitar(rotulos.contratante, 'Gráfica Central');
    digitar(rotulos.formaPagamento, 'Pix');
    digitar(rotulos.dataPagamento, '2026-03-20');
    fireEvent.click(within(status).getByRole('radio', { name: 'À emitir' }));
    await waitFor(() => expect(erroDe(screen.getByRole('group', { name: rotulos.notaFiscal }))).toBeNull());
    await enviar();
    expect(erroDe(campo(rotulos.dadosPagamento))).toBe(mensagensChamados.dadosPagamento);
    expect(erroDe(campo(rotulos.motivoNaoEmissao))).toBe(mensagensChamados.motivoNaoEmissao);
    expect(erroDe(campo(rotulos.descricaoDemanda))).toBe(mensagensChamados.descricaoDemanda);
    expect(erroDe(campo(rotulos.contratante))).toBeNull();

    digitar(rotulos.motivoNaoEmissao, 'A gráfica emite no fim do mês');
    await waitFor(() => expect(erroDe(campo(rotulos.motivoNaoEmissao))).toBeNull());
  });

  it('Material: the materials error under the grid, focus on its first box, cleared by ticking one', async () => {
    await abrirFormulario();
    digitar(rotulos.titulo, 'Banners');
    digitar(rotulos.formulario, 'Solicitações de Marketing');
    await enviar();
    expect(erroDe(campo(rotulos.tipoSolicitacao))).toBe(mensagensChamados.tipoSolicitacao);

    digitar(rotulos.tipoSolicitacao, 'Material');
    await enviar();
    const grupo = screen.getByRole('group', { name: rotulos.materiais });
    expect(erroDe(grupo)).toBe(mensagensChamados.materiais);
    expect(erroDe(campo(rotulos.quantidadeTamanho))).toBe(mensagensChamados.quantidadeTamanho);
    expect(erroDe(campo(rotulos.prazoEntrega))).toBe(mensagensChamados.prazoEntrega);
    expect(erroDe(campo(rotulos.descricaoDemanda))).toBe(mensagensChamados.descricaoDemanda);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(grupo).getByRole('checkbox', { name: 'AJUSTE SITE' })),
    );

    fireEvent.click(within(grupo).getByRole('checkbox', { name: 'LONA' }));
    await waitFor(() => expect(erroDe(screen.getByRole('group', { name: rotulos.materiais }))).toBeNull());
    expect(screen.queryByText(mensagensChamados.materiais)).toBeNull();
  });
});

describe('Abertura de Chamados: sending', () => {
  it('a Material ticket: uploads with a bar per file, then one multipart POST with the spec fields and headers', async () => {
    ArmazenamentoFalso.segurar = true;
    const falsa = apiFalsa({ contato: [sucesso()] });
    const { obterTokenAzure } = await abrirFormulario({ api: falsa.api });
    // A file picked for the campaign stays behind when the request becomes a Material one.
    digitar(rotulos.formulario, 'Solicitações de Marketing');
    digitar(rotulos.tipoSolicitacao, 'Campanha');
    escolherArquivos('Arquivos da campanha', arquivo('campanha.pdf', 'application/pdf'));
    preencherMaterial();
    escolherArquivos(
      'Referências do material',
      arquivo('referencia.pdf', 'application/pdf'),
      arquivo('logo.png', 'image/png'),
    );
    await enviar();

    expect(screen.getByRole('button', { name: mensagensChamados.tela.enviando })).toHaveProperty('disabled', true);
    await waitFor(() => expect(ArmazenamentoFalso.envios).toHaveLength(1));
    act(() => ArmazenamentoFalso.envios[0]?.progredir(0.5));
    expect(screen.getByRole('progressbar', { name: 'Envio de referencia.pdf' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    await act(async () => ArmazenamentoFalso.envios[0]?.responder(201));
    await waitFor(() => expect(ArmazenamentoFalso.envios).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Envio de referencia.pdf' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(screen.getByRole('progressbar', { name: 'Envio de logo.png' })).toBeTruthy();
    await act(async () => ArmazenamentoFalso.envios[1]?.responder(201));
    await screen.findByText(mensagensChamados.sucesso);

    expect(falsa.pedidosUpload()).toEqual([
      { finalidade: 'anexo-chamado', nome: 'referencia.pdf', tamanho: 9, tipo: 'application/pdf' },
      { finalidade: 'anexo-chamado', nome: 'logo.png', tamanho: 9, tipo: 'image/png' },
    ]);
    const [contato] = falsa.contatos();
    expect(falsa.contatos()).toHaveLength(1);
    expect(contato?.init?.method).toBe('POST');
    const corpo = contato?.init?.body;
    if (!(corpo instanceof FormData)) throw new Error('o chamado deve ir como multipart');
    const entradas = [...corpo.entries()].map(([nome, valor]) => [nome, String(valor)]);
    expect(entradas).toEqual([
      ['assunto', 'Banners para a feira'],
      ['descricao', 'Feira de Ribeirão Preto'],
      ['categoria', 'Solicitações de Marketing'],
      ['tipoSolicitacao', 'Material'],
      ['quantidadeTamanho', '2 banners 1x2 m'],
      ['prazoEntrega', '2026-04-01'],
      ['materiais', 'BANNER'],
      ['materiais', 'FLYER'],
      ['anexo_upload_id', '00000000-0000-4000-8000-000000000001'],
      ['anexo_upload_id', '00000000-0000-4000-8000-000000000002'],
    ]);
    expect(entradas.every(([, valor]) => valor !== '')).toBe(true);

    const cabecalhos = contato?.init?.headers as Record<string, string>;
    expect(cabecalhos['X-User-Email']).toBe('ana@franquia.dev');
    expect(cabecalhos['X-Azure-Token']).toBe('token-azure');
    expect(cabecalhos['X-Portal-Authorization']).toBe('Bearer token-portal');
    expect(cabecalhos['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(obterTokenAzure).toHaveBeenCalledTimes(1);
  });

  it('a password user sends no X-Azure-Token and is never asked for one', async () => {
    const falsa = apiFalsa({ contato: [sucesso()] });
    const obterTokenAzure = vi.fn(async () => 'nao-deve-ir');
    await abrirFormulario({ api: falsa.api, usuario: senha, obterTokenAzure });
    preencherMaterial();
    await enviar();
    await screen.findByText(mensagensChamados.sucesso);
    const cabecalhos = falsa.contatos()[0]?.init?.headers as Record<string, string>;
    expect(cabecalhos['X-User-Email']).toBe('franqueado@franquia.dev');
    expect(Object.keys(cabecalhos)).not.toContain('X-Azure-Token');
    expect(obterTokenAzure).not.toHaveBeenCalled();
  });

  it('success shows the protocol and a link to the tickets, empties every field and picker, refreshes the lists', async () => {
    const falsa = apiFalsa({ contato: [sucesso('CH-1042')] });
    const { queryClient } = await abrirFormulario({ api: falsa.api });
    const invalidar = vi.spyOn(queryClient, 'invalidateQueries');
    preencherMaterial();
    escolherArquivos('Referências do material', arquivo('referencia.pdf', 'application/pdf'));
    await enviar();

    const banner = await aviso();
    expect(banner.textContent).toContain('Chamado criado com sucesso!');
    expect(banner.textContent).toContain('Protocolo: CH-1042');
    expect(within(banner).getByRole('link', { name: 'Ver meus chamados' }).getAttribute('href')).toBe('/meus-chamados');
    expect(invalidar).toHaveBeenCalledWith({ queryKey: ['chamados'] });

    expect(campo(rotulos.titulo).value).toBe('');
    expect(campo(rotulos.formulario).value).toBe('');
    expect(secao('Solicitações de Marketing')).toBeNull();
    digitar(rotulos.formulario, 'Solicitações de Marketing');
    expect(campo(rotulos.tipoSolicitacao).value).toBe('');
    digitar(rotulos.tipoSolicitacao, 'Material');
    expect(screen.getAllByRole('checkbox').filter((caixa) => (caixa as HTMLInputElement).checked)).toEqual([]);
    expect(campo(rotulos.quantidadeTamanho).value).toBe('');
    expect(campo(rotulos.descricaoDemanda).value).toBe('');
    expect(screen.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar Chamado' })).toHaveProperty('disabled', false);
  });

  /** Each answer of the support host that files nothing, and the banner it gives. */
  const falhas: [string, Resposta, string][] = [
    [
      'a network exception',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'Erro ao criar chamado. Verifique sua conexão e tente novamente.',
    ],
    [
      'a JSON refusal',
      async () => json({ message: mensagensChamados.tokenAzureInvalido }, 401),
      `Erro ao criar chamado: ${mensagensChamados.tokenAzureInvalido}`,
    ],
    [
      'a non-JSON answer',
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'Erro ao criar chamado: Erro do servidor (502)',
    ],
  ];

  it.each(falhas)(
    '%s: the spec text, and everything typed and picked stays for the retry',
    async (_nome, resposta, texto) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const falsa = apiFalsa({ contato: [resposta, sucesso()] });
      await abrirFormulario({ api: falsa.api });
      preencherMaterial();
      escolherArquivos('Referências do material', arquivo('referencia.pdf', 'application/pdf'));
      await enviar();

      const banner = await aviso();
      expect(banner.textContent).toBe(texto);
      expect(banner.className).toContain('alert--error');
      expect(campo(rotulos.titulo).value).toBe('Banners para a feira');
      expect((screen.getByRole('checkbox', { name: 'FLYER' }) as HTMLInputElement).checked).toBe(true);
      expect(
        within(screen.getByRole('list', { name: 'Arquivos selecionados' })).getByText('referencia.pdf'),
      ).toBeTruthy();

      // The retry reuses the finished upload and the same Idempotency-Key.
      await enviar();
      await screen.findByText(mensagensChamados.sucesso);
      expect(falsa.pedidosUpload()).toHaveLength(1);
      expect(ArmazenamentoFalso.envios).toHaveLength(1);
      const chaves = falsa
        .contatos()
        .map((envio) => ((envio.init?.headers ?? {}) as Record<string, string>)['Idempotency-Key']);
      expect(chaves).toHaveLength(2);
      expect(chaves[1]).toBe(chaves[0]);
    },
  );

  it("an upload refusal shows the API's reason and files nothing", async () => {
    const falsa = apiFalsa({
      uploads: [async () => json({ message: 'Arquivo "referencia.pdf" não é um tipo permitido.' }, 400)],
    });
    await abrirFormulario({ api: falsa.api });
    preencherMaterial();
    escolherArquivos('Referências do material', arquivo('referencia.pdf', 'application/pdf'));
    await enviar();
    expect((await aviso()).textContent).toBe(
      'Erro ao criar chamado: Arquivo "referencia.pdf" não é um tipo permitido.',
    );
    expect(falsa.contatos()).toEqual([]);
  });

  it('no Azure token for a work-account user: the spec failure with its hint, and nothing is uploaded or sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const falsa = apiFalsa();
    await abrirFormulario({
      api: falsa.api,
      obterTokenAzure: async () => {
        throw new TokenAzureError(mensagensChamados.tokenAzureNaoRetornado);
      },
    });
    preencherMaterial();
    escolherArquivos('Referências do material', arquivo('referencia.pdf', 'application/pdf'));
    await enviar();
    const banner = await aviso();
    expect(banner.textContent).toContain('Erro: Falha ao obter token Azure...');
    expect(banner.textContent).toContain('Token Azure do usuário não retornado pelo backend');
    expect(banner.textContent).toContain(mensagensChamados.dicaTokenAzure);
    expect(falsa.fetch).not.toHaveBeenCalled();
    expect(ArmazenamentoFalso.envios).toEqual([]);
  });

  it('without the e-mail: the spec alert, and nothing is sent', async () => {
    const falsa = apiFalsa();
    await abrirFormulario({ api: falsa.api, usuario: { email: '', origem: 'senha' } });
    preencherMaterial();
    await enviar();
    expect((await aviso()).textContent).toBe(mensagensChamados.emailNaoEncontrado);
    expect(falsa.fetch).not.toHaveBeenCalled();
    expect(campo(rotulos.titulo).value).toBe('Banners para a feira');
  });
});
