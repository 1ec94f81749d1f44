import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagens } from '@portal/shared/mensagens/geral';
import type { Chamado, DadosChamado } from '@portal/shared/schemas/chamado';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  abrirChamado,
  type CabecalhosEnvio,
  chamadoFormData,
  enviarChamado,
  urlAberturaChamado,
} from '../src/features/chamados/abertura/aberturaChamadoApi.ts';
import { TokenAzureError } from '../src/features/chamados/abertura/tokenAzure.ts';
import { ApiError, createApiClient } from '../src/lib/apiClient.ts';
import { newIdempotencyKeys } from '../src/lib/idempotencyKeys.ts';
import { SendError } from '../src/lib/sendForm.ts';
import { pickFile } from '../src/lib/uploads/pickedFile.ts';

afterEach(() => vi.restoreAllMocks());

const vazio: DadosChamado = {
  titulo: '',
  formulario: '',
  contratante: '',
  formaPagamento: '',
  dadosPagamento: '',
  dataPagamento: '',
  notaFiscal: '',
  motivoNaoEmissao: '',
  tipoSolicitacao: '',
  descricaoDemanda: '',
  materiais: [],
  quantidadeTamanho: '',
  prazoEntrega: '',
};

const material: DadosChamado = {
  ...vazio,
  titulo: 'Banners para a feira',
  formulario: 'Solicitações de Marketing',
  tipoSolicitacao: 'Material',
  materiais: ['BANNER', 'FLYER'],
  quantidadeTamanho: '2 banners 1x2 m',
  prazoEntrega: '2026-04-01',
  descricaoDemanda: 'Feira de Ribeirão Preto',
};

const chamado: Chamado = {
  ...material,
  id: 1001,
  protocolo: 'CH-1001',
  status: 'Aberto',
  created_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-10T12:00:00.000Z',
  user: { username: 'ana', email: 'ana@franquia.dev' },
  anexos: [],
  historico_status: [],
  versao: '"1"',
  mensagens: [],
  ultima_atividade: '2026-03-10T12:00:00.000Z',
  nao_lido: false,
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const entradas = (corpo: FormData) => [...corpo.entries()].map(([nome, valor]) => [nome, String(valor)]);

describe('chamadoFormData (spec section 7 multipart)', () => {
  it("a Material ticket: spec names, repeated materiais and anexo_upload_id, nothing of the other branch's", () => {
    expect(entradas(chamadoFormData(material, ['u-1', 'u-2']))).toEqual([
      ['assunto', 'Banners para a feira'],
      ['descricao', 'Feira de Ribeirão Preto'],
      ['categoria', 'Solicitações de Marketing'],
      ['tipoSolicitacao', 'Material'],
      ['quantidadeTamanho', '2 banners 1x2 m'],
      ['prazoEntrega', '2026-04-01'],
      ['materiais', 'BANNER'],
      ['materiais', 'FLYER'],
      ['anexo_upload_id', 'u-1'],
      ['anexo_upload_id', 'u-2'],
    ]);
  });

  it('an invoice ticket sends its own fields; blank ones are left out', () => {
    const notas: DadosChamado = {
      ...vazio,
      titulo: 'Nota da gráfica',
      formulario: 'Lançamento de Notas e Despesas',
      contratante: 'Gráfica Central',
      formaPagamento: 'Boleto',
      dadosPagamento: '   ',
      dataPagamento: '2026-03-20',
      notaFiscal: 'Emitida',
      descricaoDemanda: 'Impressão de folders',
    };
    const corpo = chamadoFormData(notas, []);
    expect(entradas(corpo)).toEqual([
      ['assunto', 'Nota da gráfica'],
      ['descricao', 'Impressão de folders'],
      ['categoria', 'Lançamento de Notas e Despesas'],
      ['contratante', 'Gráfica Central'],
      ['formaPagamento', 'Boleto'],
      ['dataPagamento', '2026-03-20'],
      ['notaFiscal', 'Emitida'],
    ]);
    expect(corpo.has('dadosPagamento')).toBe(false);
    expect(corpo.has('materiais')).toBe(false);
    expect(corpo.has('anexo_upload_id')).toBe(false);
  });
});

describe('the ticket call', () => {
  it('goes to the support host, or to this portal when none is configured', () => {
    expect(urlAberturaChamado('')).toBe('/api/support/contact');
    expect(urlAberturaChamado('https://suporte.exemplo.test/')).toBe(
      'https://suporte.exemplo.test/api/support/contact',
    );
  });

  it('carries X-User-Email and the Idempotency-Key; X-Azure-Token only when there is one', async () => {
    const enviados = async (cabecalhos: CabecalhosEnvio) => {
      const fetch = vi.fn<typeof globalThis.fetch>(async () =>
        json({ message: mensagensChamados.sucesso, chamado }, 201),
      );
      const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch });
      await enviarChamado(api, '/api/support/contact', material, [], cabecalhos);
      const headers = { ...(fetch.mock.calls[0]?.[1]?.headers as Record<string, string>) };
      delete headers.Accept;
      delete headers['X-Portal-Authorization'];
      return headers;
    };
    expect(await enviados({ email: 'ana@franquia.dev', tokenAzure: 'eyJ', idempotencyKey: 'k' })).toEqual({
      'X-User-Email': 'ana@franquia.dev',
      'X-Azure-Token': 'eyJ',
      'Idempotency-Key': 'k',
    });
    expect(await enviados({ email: 'franqueado@franquia.dev', idempotencyKey: 'k' })).toEqual({
      'X-User-Email': 'franqueado@franquia.dev',
      'Idempotency-Key': 'k',
    });
  });

  /** The answer the injected fetch gives; each is a fault the real support API cannot be made to produce here. */
  const falhas: [string, () => Promise<Response>, SendError][] = [
    [
      'a network exception',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      new SendError('Erro ao criar chamado. Verifique sua conexão e tente novamente.'),
    ],
    [
      'a non-JSON answer',
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      new SendError('Erro ao criar chamado: Erro do servidor (502)'),
    ],
    [
      "the API's refusal",
      async () => json({ message: mensagensChamados.anexoNaoEncontrado }, 400),
      new SendError(
        `Erro ao criar chamado: ${mensagensChamados.anexoNaoEncontrado}`,
        400,
        mensagensChamados.anexoNaoEncontrado,
      ),
    ],
    [
      'a refusal without a message',
      async () => json({}, 500),
      new SendError('Erro ao criar chamado: Erro desconhecido', 500),
    ],
  ];

  it.each(falhas)('%s is shown in the spec wording', async (_nome, resposta, falha) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>(resposta);
    const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch });
    const enviado = enviarChamado(api, '/api/support/contact', material, [], {
      email: 'ana@franquia.dev',
      idempotencyKey: 'k',
    });
    await expect(enviado).rejects.toEqual(falha);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('resolves with the ticket filed (201, or 200 for a replay)', async () => {
    for (const status of [201, 200]) {
      const fetch = vi.fn<typeof globalThis.fetch>(async () =>
        json({ message: mensagensChamados.sucesso, chamado }, status),
      );
      const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch });
      const criado = await enviarChamado(api, '/api/support/contact', material, [], {
        email: 'a@b.c',
        idempotencyKey: 'k',
      });
      expect(criado.chamado.protocolo).toBe('CH-1001');
    }
  });
});

describe('abrirChamado (before sending, uploads, retries)', () => {
  const montar = (respostas: (() => Promise<Response>)[]) => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      const proxima = respostas.shift();
      if (!proxima) throw new Error('chamada inesperada');
      return proxima();
    });
    return { fetch, api: createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch }) };
  };
  const anexo = pickFile(new File(['%PDF'], 'arte.pdf', { type: 'application/pdf' }));

  it('without the e-mail nothing is uploaded or sent', async () => {
    const { api, fetch } = montar([]);
    const enviarAnexos = vi.fn(async () => ['u-1']);
    const obterTokenAzure = vi.fn(async () => 'eyJ');
    for (const email of [undefined, '', '  ']) {
      const aberto = abrirChamado(
        api,
        newIdempotencyKeys(),
        { url: '/api/support/contact', dados: material, anexos: [anexo], email, obterTokenAzure },
        enviarAnexos,
      );
      await expect(aberto).rejects.toEqual(new SendError(mensagensChamados.emailNaoEncontrado));
    }
    expect(enviarAnexos).not.toHaveBeenCalled();
    expect(obterTokenAzure).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without subject or description nothing is sent', async () => {
    const { api, fetch } = montar([]);
    for (const dados of [
      { ...material, titulo: '' },
      { ...material, descricaoDemanda: ' ' },
    ]) {
      const aberto = abrirChamado(
        api,
        newIdempotencyKeys(),
        { url: '/api/support/contact', dados, anexos: [], email: 'a@b.c', obterTokenAzure: null },
        async () => [],
      );
      await expect(aberto).rejects.toBeInstanceOf(SendError);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('no Azure token: the spec failure with its reason and hint, before any upload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, fetch } = montar([]);
    const enviarAnexos = vi.fn(async () => ['u-1']);
    const aberto = abrirChamado(
      api,
      newIdempotencyKeys(),
      {
        url: '/api/support/contact',
        dados: material,
        anexos: [anexo],
        email: 'ana@franquia.dev',
        obterTokenAzure: async () => {
          throw new TokenAzureError(mensagensChamados.tokenAzureHttp(404));
        },
      },
      enviarAnexos,
    );
    await expect(aberto).rejects.toEqual(
      new SendError(mensagensChamados.falhaTokenAzure, undefined, undefined, [
        'Erro HTTP 404 ao obter token Azure',
        mensagensChamados.dicaTokenAzure,
      ]),
    );
    await expect(aberto).rejects.toMatchObject({
      detalhes: ['Erro HTTP 404 ao obter token Azure', mensagensChamados.dicaTokenAzure],
    });
    expect(enviarAnexos).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a work-account token the API refuses: the spec's token failure, and the token is forgotten for the retry", async () => {
    const { api } = montar([async () => json({ message: mensagensChamados.tokenAzureInvalido }, 403)]);
    const esquecerTokenAzure = vi.fn();
    const aberto = abrirChamado(
      api,
      newIdempotencyKeys(),
      {
        url: '/api/support/contact',
        dados: material,
        anexos: [],
        email: 'ana@franquia.dev',
        obterTokenAzure: async () => 'eyJ-revogado',
        esquecerTokenAzure,
      },
      async () => [],
    );
    await expect(aberto).rejects.toMatchObject({
      message: mensagensChamados.falhaTokenAzure,
      detalhes: [mensagensChamados.tokenAzureInvalido, mensagensChamados.dicaTokenAzure],
    });
    expect(esquecerTokenAzure).toHaveBeenCalledTimes(1);
  });

  it("an upload refusal shows its reason, a lost connection the spec's connection text; the ticket is not sent", async () => {
    const { api, fetch } = montar([]);
    const casos: [ApiError, string][] = [
      [new ApiError(mensagens.erroConexao, 0), mensagensChamados.falhaConexao],
      [
        new ApiError('Não foi possível enviar o arquivo arte.pdf.', 403),
        'Erro ao criar chamado: Não foi possível enviar o arquivo arte.pdf.',
      ],
    ];
    for (const [falha, mensagem] of casos) {
      const aberto = abrirChamado(
        api,
        newIdempotencyKeys(),
        { url: '/api/support/contact', dados: material, anexos: [anexo], email: 'a@b.c', obterTokenAzure: null },
        async () => {
          throw falha;
        },
      );
      await expect(aberto).rejects.toEqual(new SendError(mensagem));
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a retry of the same ticket keeps its Idempotency-Key; a changed ticket gets a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, fetch } = montar([
      async () => new Response('falhou', { status: 502 }),
      async () => json({ message: mensagensChamados.sucesso, chamado }, 201),
      async () => json({ message: mensagensChamados.sucesso, chamado }, 201),
    ]);
    const idempotencyKeys = newIdempotencyKeys();
    const abertura = (dados: DadosChamado) => ({
      url: '/api/support/contact',
      dados,
      anexos: [anexo],
      email: 'ana@franquia.dev',
      obterTokenAzure: async () => 'eyJ',
    });
    const enviarAnexos = async () => ['u-1'];
    await expect(abrirChamado(api, idempotencyKeys, abertura(material), enviarAnexos)).rejects.toBeInstanceOf(
      SendError,
    );
    await abrirChamado(api, idempotencyKeys, abertura(material), enviarAnexos);
    await abrirChamado(api, idempotencyKeys, abertura({ ...material, titulo: 'Outro' }), enviarAnexos);
    const chaves = fetch.mock.calls.map(
      ([, init]) => ((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key'],
    );
    expect(chaves[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(chaves[1]).toBe(chaves[0]);
    expect(chaves[2]).not.toBe(chaves[0]);
  });
});
