import { efeitoDaResposta, type LadoConversa, resumoDoChamado } from '@portal/shared/domain/chamados';
import { mensagensChamados, mensagensConversa } from '@portal/shared/mensagens/chamados';
import type { Chamado, MensagemChamado, StatusChamado } from '@portal/shared/schemas/chamado';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { type BuscaChamados, type EscopoChamados, lerBuscaChamados } from '../src/features/chamados/buscaUrl.ts';
import { ChamadosPage } from '../src/features/chamados/ChamadosPage.tsx';
import { renderTelaComBusca } from './renderWithRouter.tsx';

// The ticket screens run against a small in-memory stand-in of the tickets API behind a fetch spy: the lists
// filter by protocol and status as the API does and answer each ticket's summary, the detail answers the ticket, the
// status change checks If-Match and answers 409 to a stale version, the reading and the replies change the version as
// the API does, and every request is recorded so the tests can say what was sent.

export const notas: Chamado = {
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
  mensagens: [],
  ultima_atividade: '2026-03-05T13:30:00.000Z',
  nao_lido: false,
};

export const referencia = { indice: 0, nome: 'referencia.pdf', tamanho: 350 * 1024, contentType: 'application/pdf' };

export const marketing: Chamado = {
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
  ultima_atividade: '2026-03-07T12:00:00.000Z',
};

export const resolvido: Chamado = { ...notas, id: 3, protocolo: 'CH-1003', status: 'Resolvido', versao: '"v2"' };

export interface Chamada {
  metodo: string;
  caminho: string;
  parametros: URLSearchParams;
  cabecalhos: Headers;
  corpo: unknown;
}

export const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'Content-Type': 'application/json' } });

/** The upload ids the stand-in hands out, in order. */
const uploadId = (numero: number) => `00000000-0000-4000-8000-${String(numero).padStart(12, '0')}`;

/** The stand-in API: `chamados` newest first, as the server keeps them. */
export function servidor(iniciais: Chamado[]) {
  const estado = {
    chamados: structuredClone(iniciais),
    chamadas: [] as Chamada[],
    /** Lists answer 500 while set. */
    listaFalha: false,
    /** A ticket's detail answers 404 while set. */
    detalheFalha: false,
    /** Who replies: their username and side (the API reads them from the session). */
    autor: { username: 'franqueado', lado: 'solicitante' as LadoConversa },
    /**
     * What the replies' route does before storing anything, one per call (then it stores): a refusal, a thrown
     * error (the network), or a wait (`segurar`) before it goes on.
     */
    antesDaResposta: [] as (() => Response | undefined | Promise<Response | undefined>)[],
    /** The admin list says deadlines are on (issue 36). */
    prazosAtivos: false,
    /** Files announced through POST /api/uploads, by upload id. */
    uploads: new Map<string, { nome: string; tamanho: number; tipo: string }>(),
    /** Replies stored by Idempotency-Key: a key seen again answers 200 with the same body. */
    respostasPorChave: new Map<string, unknown>(),
  };
  const substituir = (novo: Chamado) => {
    estado.chamados = estado.chamados.map((chamado) => (chamado.id === novo.id ? novo : chamado));
    return novo;
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (entrada, init) => {
    const url = new URL(String(entrada), 'http://portal.test');
    const metodo = init?.method ?? 'GET';
    const corpo = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const cabecalhos = new Headers(init?.headers);
    estado.chamadas.push({ metodo, caminho: url.pathname, parametros: url.searchParams, cabecalhos, corpo });
    if (metodo === 'GET' && ['/api/support/meus-chamados', '/api/admin/chamados'].includes(url.pathname)) {
      if (estado.listaFalha) return new Response('', { status: 500 });
      const protocolo = url.searchParams.get('protocolo');
      const status = url.searchParams.get('status');
      const lista = estado.chamados.filter(
        (chamado) => (!protocolo || chamado.protocolo.includes(protocolo)) && (!status || chamado.status === status),
      );
      const limite = Number(url.searchParams.get('limite'));
      return json({
        chamados: lista.slice(0, limite).map(resumoDoChamado),
        continuacao: null,
        total_filtrado: lista.length,
        ...(estado.prazosAtivos ? { prazos_ativos: true } : {}),
      });
    }
    const detalhe = /^\/api\/support\/chamados\/(\d+)$/.exec(url.pathname);
    if (metodo === 'GET' && detalhe) {
      const chamado = estado.chamados.find((existente) => existente.id === Number(detalhe[1]));
      if (estado.detalheFalha || !chamado) return json({ message: mensagensChamados.chamadoNaoEncontrado }, 404);
      return json({ chamado });
    }
    const rota = /^\/api\/(?:admin|support)\/chamados\/(\d+)\/(status|leitura|mensagens)$/.exec(url.pathname);
    const atual = estado.chamados.find((chamado) => chamado.id === Number(rota?.[1]));
    if (rota && !atual) return json({ message: mensagensChamados.chamadoNaoEncontrado }, 404);
    if (metodo === 'PUT' && rota?.[2] === 'status' && atual) {
      if (cabecalhos.get('If-Match') !== atual.versao) {
        return json({ message: mensagensChamados.versaoDesatualizada }, 409);
      }
      const status = (corpo as { status: StatusChamado }).status;
      const novo = substituir({
        ...atual,
        status,
        versao: `${atual.versao}+`,
        historico_status: [...atual.historico_status, { status, por: 'admin', em: '2026-03-08T15:00:00.000Z' }],
      });
      return json({ message: mensagensChamados.statusAtualizado, chamado: novo });
    }
    if (metodo === 'PUT' && rota?.[2] === 'leitura' && atual) {
      return json({ chamado: substituir({ ...atual, nao_lido: false, versao: `${atual.versao}L` }) });
    }
    if (metodo === 'POST' && rota?.[2] === 'mensagens' && atual) {
      const recusa = await estado.antesDaResposta.shift()?.();
      if (recusa) return recusa;
      const chave = cabecalhos.get('Idempotency-Key') ?? '';
      const anterior = estado.respostasPorChave.get(chave);
      if (anterior) return json(anterior, 200);
      const { texto, anexo_upload_ids } = corpo as { texto: string; anexo_upload_ids: string[] };
      const em = new Date().toISOString();
      const mensagem: MensagemChamado = {
        id: `m${atual.mensagens.length + 1}`,
        autor: estado.autor,
        texto,
        anexos: anexo_upload_ids.map((id, indice) => {
          const upload = estado.uploads.get(id);
          return {
            indice: atual.anexos.length + indice,
            nome: upload?.nome ?? id,
            tamanho: upload?.tamanho ?? 0,
            contentType: upload?.tipo ?? '',
          };
        }),
        em,
      };
      const muda = efeitoDaResposta(atual, estado.autor.lado, new Date()) === 'emAndamento';
      const novo = substituir({
        ...atual,
        mensagens: [...atual.mensagens, mensagem],
        ultima_atividade: em,
        versao: `${atual.versao}M`,
        ...(muda
          ? {
              status: 'Em andamento' as const,
              historico_status: [
                ...atual.historico_status,
                { status: 'Em andamento' as const, por: estado.autor.username, em },
              ],
            }
          : {}),
      });
      const resposta = { message: mensagensConversa.enviada, chamado: novo };
      estado.respostasPorChave.set(chave, resposta);
      return json(resposta, 201);
    }
    if (metodo === 'POST' && url.pathname === '/api/uploads') {
      const id = uploadId(estado.uploads.size + 1);
      const { nome, tamanho, tipo } = corpo as { nome: string; tamanho: number; tipo: string };
      estado.uploads.set(id, { nome, tamanho, tipo });
      return json(
        {
          uploadId: id,
          url: `https://conta.blob.core.windows.net/uploads/${id}?sig=x`,
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        },
        201,
      );
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
  const listas = () =>
    estado.chamadas.filter(
      (chamada) =>
        chamada.metodo === 'GET' && ['/api/support/meus-chamados', '/api/admin/chamados'].includes(chamada.caminho),
    );
  /** The calls to one route of a ticket ('leitura', 'mensagens'). */
  const chamadasA = (rota: string) => estado.chamadas.filter((chamada) => chamada.caminho.endsWith(`/${rota}`));
  return { estado, mudarNoServidor, listas, chamadasA };
}

/** The screen under a router that keeps its filters in the URL exactly as the app's routes do. */
export const abrirTela = (escopo: EscopoChamados, url: string) =>
  renderTelaComBusca(
    { path: escopo === 'admin' ? '/admin-chamados' : '/meus-chamados', url },
    (search): BuscaChamados => lerBuscaChamados(escopo, search),
    (busca, onBusca) => <ChamadosPage escopo={escopo} busca={busca} onBusca={onBusca} />,
  );

export const linhas = () => screen.getAllByRole('row').slice(1);
export const linha = (protocolo: string | RegExp) => {
  const encontrada = linhas().find((row) => within(row).queryByRole('rowheader', { name: protocolo }));
  if (!encontrada) throw new Error(`no row for ${protocolo}`);
  return encontrada;
};
export const celulas = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('.data-table__value')?.textContent ?? cell.textContent);
/** Opens a ticket's detail from its row, and waits for the ticket itself (the row is only its summary). */
export const abrirDetalhe = async (protocolo: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Ver Detalhes do chamado ${protocolo}` })));
  const detalhe = screen.getByRole('dialog', { name: `Chamado ${protocolo}` });
  await within(detalhe).findByRole('heading', { name: 'Dados do Chamado' });
  return detalhe;
};
/** A detail's label/value pairs, as shown. */
export const pares = (detalhe: HTMLElement) =>
  Object.fromEntries(
    [...detalhe.querySelectorAll('dl > div')].map((par) => [
      par.querySelector('dt')?.textContent,
      par.querySelector('dd')?.textContent,
    ]),
  );
export const fecharAviso = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
