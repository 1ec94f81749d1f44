import { atributoAccept } from '@portal/shared/domain/uploads';
import { mensagens } from '@portal/shared/mensagens/geral';
import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import type { CarrinhoResponse } from '@portal/shared/schemas/carrinho';
import { pedidoRequestSchema } from '@portal/shared/schemas/pedido';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DialogProvider } from '../src/components/DialogProvider.tsx';
import { carrinhoKeys } from '../src/features/carrinho/carrinhoApi.ts';
import { FinalizarPedidoForm } from '../src/features/finalizarPedido/FinalizarPedidoForm.tsx';
import { enviarPedido, finalizarPedido } from '../src/features/finalizarPedido/finalizarPedidoApi.ts';
import { minhasUnidadesKeys } from '../src/features/finalizarPedido/minhasUnidades.ts';
import { ApiError, createApiClient } from '../src/lib/apiClient.ts';
import { newIdempotencyKeys } from '../src/lib/idempotencyKeys.ts';
import { SendError } from '../src/lib/sendForm.ts';
import { pickFile } from '../src/lib/uploads/pickedFile.ts';

const produto = {
  id: 'p1',
  nome: 'Caneca de Cerâmica 350 ml',
  descricao: 'Caneca',
  preco: 39.9,
  tamanhos: [],
  ativo: true,
  imagem_url: null,
  imagem_miniatura_url: null,
  guia_tamanho_url: null,
  disponibilidade: null,
};
const carrinho: CarrinhoResponse = {
  itens: [{ id: 'i1', quantidade: 2, tamanho: null, produto, subtotal: 79.8 }],
  total: 79.8,
  quantidade_total: 2,
};

/** Every case here runs without the network: the cart is seeded, and this pass-through spy proves nothing was sent. */
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  cleanup();
  expect(fetchSpy).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

function renderCheckout(cart: CarrinhoResponse = carrinho) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(carrinhoKeys.atual, cart);
  // A user without franchise units (issue 36): the spec's form.
  queryClient.setQueryData(minhasUnidadesKeys.todas, []);
  const onDone = vi.fn();
  const onBack = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <FinalizarPedidoForm onBack={onBack} onDone={onDone} />
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { queryClient, onDone, onBack };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `label` (labels carry a required marker or '(opcional)') inside a form section. */
const campo = (secao: string, label: string) =>
  within(screen.getByRole('group', { name: secao })).getByLabelText(new RegExp(`^${escapeRegExp(label)}`)) as
    | HTMLInputElement
    | HTMLTextAreaElement;
const digitar = (secao: string, label: string, value: string) =>
  fireEvent.change(campo(secao, label), { target: { value } });

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Finalizar Pedido' })));
const alertText = async () => (await screen.findByRole('alertdialog')).textContent ?? '';
const closeAlert = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));

function preencherValido() {
  digitar('Dados Pessoais', 'Nome completo', 'Maria da Silva');
  digitar('Dados Pessoais', 'CPF', '12345678909');
  digitar('Dados Pessoais', 'Nome da empresa', 'Agro Franquia');
  digitar('Dados Pessoais', 'CNPJ', '11222333000181');
  digitar('Dados Pessoais', 'Telefone', '11987654321');
  digitar('Endereço de Entrega', 'Estado (UF)', 'sp');
  digitar('Endereço de Entrega', 'Cidade', 'São Paulo');
  digitar('Endereço de Entrega', 'CEP', '01310100');
  digitar('Endereço de Entrega', 'Bairro', 'Bela Vista');
  digitar('Endereço de Entrega', 'Rua', 'Avenida Paulista');
  digitar('Endereço de Entrega', 'Número', '1000');
  digitar('Endereço de Entrega', 'Quem receberá', 'Maria');
}

describe('checkout form: masks', () => {
  it('formats CPF, CNPJ, phone, CEP and UF while typing, with the spec lengths', () => {
    renderCheckout();
    const cases: [string, string, string, string, number][] = [
      ['Dados Pessoais', 'CPF', '12345678909', '123.456.789-09', 14],
      ['Dados Pessoais', 'CNPJ', '11222333000181', '11.222.333/0001-81', 18],
      ['Dados Pessoais', 'Telefone', '11987654321', '(11) 98765-4321', 16],
      ['Endereço de Entrega', 'CEP', '01310100', '01310-100', 9],
      ['Endereço de Entrega', 'Estado (UF)', 's1p', 'SP', 2],
    ];
    for (const [secao, label, typed, shown, maxLength] of cases) {
      digitar(secao, label, typed);
      expect(campo(secao, label).value).toBe(shown);
      expect(campo(secao, label).maxLength).toBe(maxLength);
    }
    digitar('Dados Pessoais', 'Telefone', '1134567890');
    expect(campo('Dados Pessoais', 'Telefone').value).toBe('(11) 3456-7890');
  });

  it('counts the observations up to 500 characters', () => {
    renderCheckout();
    digitar('Observações', 'Observações sobre o pedido', 'Entregar pela manhã');
    expect(screen.getByText('19/500 caracteres')).toBeTruthy();
    expect(campo('Observações', 'Observações sobre o pedido').maxLength).toBe(500);
  });
});

describe('checkout form: validation', () => {
  it('an empty form shows the message under each field and the personal-data alert', async () => {
    renderCheckout();
    await submit();
    expect(await alertText()).toContain(mensagensPedidos.corrijaDadosPessoais);
    for (const message of [
      mensagensPedidos.nomeCompleto,
      mensagensPedidos.nomeEmpresa,
      mensagensPedidos.cnpj,
      mensagensPedidos.telefone,
      mensagensPedidos.estado,
      mensagensPedidos.cidade,
      mensagensPedidos.cep,
      mensagensPedidos.bairro,
      mensagensPedidos.rua,
      mensagensPedidos.numero,
      mensagensPedidos.quemRecebera,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(mensagensPedidos.cpf)).toBeNull();
    expect(campo('Dados Pessoais', 'Nome completo').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a wrong CPF is reported; with personal data right the address alert comes first', async () => {
    renderCheckout();
    preencherValido();
    digitar('Dados Pessoais', 'CPF', '123');
    await submit();
    expect(await alertText()).toContain(mensagensPedidos.corrijaDadosPessoais);
    expect(screen.getByText(mensagensPedidos.cpf)).toBeTruthy();
    await closeAlert();

    digitar('Dados Pessoais', 'CPF', '');
    digitar('Endereço de Entrega', 'CEP', '0131');
    await submit();
    expect(await alertText()).toContain(mensagensPedidos.corrijaEndereco);
    expect(screen.getByText(mensagensPedidos.cep)).toBeTruthy();
  });

  it('billing is hidden while same as delivery; unticked it starts from delivery and is validated', async () => {
    renderCheckout();
    preencherValido();
    const igual = screen.getByRole('checkbox', { name: 'Endereço de faturamento igual ao de entrega' });
    expect((igual as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Endereço de Faturamento' })).queryAllByRole('textbox')).toEqual(
      [],
    );

    fireEvent.click(igual);
    expect(campo('Endereço de Faturamento', 'Rua').value).toBe('Avenida Paulista');
    expect(campo('Endereço de Faturamento', 'CEP').value).toBe('01310-100');
    digitar('Endereço de Faturamento', 'Cidade', '');
    await submit();
    expect(await alertText()).toContain(mensagensPedidos.corrijaEndereco);
    expect(
      within(screen.getByRole('group', { name: 'Endereço de Faturamento' })).getByText(mensagensPedidos.cidade),
    ).toBeTruthy();
  });

  it('the extra logo needs an image, the products and the acknowledgement', async () => {
    renderCheckout();
    preencherValido();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Adicionar logo extra' }));
    await submit();
    expect(await alertText()).toContain(mensagensPedidos.corrijaLogoExtra);
    expect(screen.getByText(mensagensPedidos.logoImagens)).toBeTruthy();
    expect(screen.getByText(mensagensPedidos.logoProdutos)).toBeTruthy();
    expect(screen.getByText(mensagensPedidos.logoEntende)).toBeTruthy();
  });

  it('picks logo images under the logo policy: the spec message for a large image, one list to remove from', () => {
    renderCheckout();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Adicionar logo extra' }));
    const input = screen.getByLabelText(/^Imagens da logo/) as HTMLInputElement;
    expect(input.accept).toBe(atributoAccept('logo-pedido'));
    expect(input.multiple).toBe(true);
    expect(screen.getByText('Até 10 imagens, no máximo 10MB cada.')).toBeTruthy();

    const grande = new File(['x'], 'logo-grande.png', { type: 'image/png' });
    Object.defineProperty(grande, 'size', { value: 10 * 1024 * 1024 + 1 });
    const pdf = new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [grande, pdf] } });
    const problemas = screen.getByRole('alert');
    expect(problemas.textContent).toContain('A imagem logo-grande.png é muito grande. Tamanho máximo permitido: 10MB');
    expect(problemas.textContent).toContain(mensagensPedidos.imagemInvalida('contrato.pdf'));
    expect(screen.queryByRole('list', { name: 'Imagens selecionadas' })).toBeNull();

    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(screen.queryByRole('alert')).toBeNull();
    const lista = screen.getByRole('list', { name: 'Imagens selecionadas' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    expect(lista.textContent).toContain('logo.png');

    fireEvent.click(screen.getByRole('button', { name: 'Remover imagem logo.png' }));
    expect(screen.queryByRole('list', { name: 'Imagens selecionadas' })).toBeNull();
  });
});

describe('checkout form: sending', () => {
  // Sending for real (multipart fields, Idempotency-Key reuse on a retry, uploads with progress, upload ids)
  // is proven against the real API in e2e/finalizarPedido.spec.ts.
  it('an empty cart is refused without calling the API', async () => {
    renderCheckout({ itens: [], total: 0, quantidade_total: 0 });
    preencherValido();
    await submit();
    expect(await alertText()).toContain(mensagensPedidos.carrinhoVazio);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('checkout: failure mapping of POST /api/pedidos', () => {
  const endereco = {
    estado: 'SP',
    cidade: 'São Paulo',
    cep: '01310-100',
    bairro: 'Bela Vista',
    rua: 'Avenida Paulista',
    numero: '1000',
  };
  const pedido = pedidoRequestSchema.parse({
    dados_pessoais: {
      nome_completo: 'Maria da Silva',
      nome_empresa: 'Agro Franquia',
      cnpj: '11.222.333/0001-81',
      telefone: '(11) 98765-4321',
    },
    dados_entrega: { ...endereco, quem_recebera: 'Maria' },
    endereco_entrega_igual_faturamento: true,
    observacoes: '',
  });
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  /** The answer the injected fetch gives; every one is a fault the real API cannot be made to produce here. */
  const cases: [string, () => Promise<Response>, string][] = [
    // Fault injection: a dropped connection (the e2e journey produces one with route.abort()).
    [
      'a network exception',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'Erro ao finalizar pedido. Tente novamente.',
    ],
    // Fault injection: a gateway's HTML error page; the real API always answers JSON.
    [
      'a non-JSON answer',
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'Erro ao finalizar pedido: Erro do servidor (502)',
    ],
    // Fault injection: the form validates the address as the API does, so it never gets this answer.
    [
      "a message that mentions 'Endereço'",
      async () => json({ message: 'Endereço de entrega: CEP não atendido' }, 400),
      'Erro de validação: Endereço de entrega: CEP não atendido\n\nVerifique os campos do endereço de entrega e do endereço de faturamento.',
    ],
    // Fault injection: a refusal message the real API has no way to send for a valid order.
    [
      'another server message',
      async () => json({ message: 'Produto indisponível' }, 409),
      'Erro ao finalizar pedido: Produto indisponível',
    ],
    // Fault injection: an error without a message, which the real API never sends.
    ['an error without a message', async () => json({}, 500), 'Erro ao finalizar pedido: Erro desconhecido'],
  ];

  it('an image upload that fails is reported in the spec wording, and the order is not sent', async () => {
    const faulty = vi.fn<typeof fetch>();
    const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch: faulty });
    const logo = pickFile(new File(['png'], 'logo.png', { type: 'image/png' }));
    const cases: [ApiError, string][] = [
      [new ApiError(mensagens.erroConexao, 0), 'Erro ao finalizar pedido. Tente novamente.'],
      [
        new ApiError('Não foi possível enviar a imagem logo.png.', 403),
        'Erro ao finalizar pedido: Não foi possível enviar a imagem logo.png.',
      ],
    ];
    for (const [falha, message] of cases) {
      const sent = finalizarPedido(api, newIdempotencyKeys(), { pedido, imagens: [logo], carrinho: [] }, async () => {
        throw falha;
      });
      await expect(sent).rejects.toEqual(new SendError(message));
    }
    expect(faulty).not.toHaveBeenCalled();
  });

  it('keeps the Idempotency-Key for the same form and cart, takes a new one for another cart or after a 422', async () => {
    // The answers are stand-ins: what the real API answers for a key sent with other content (422) is proven in
    // functions/test/integration/chaveIdempotencia.test.ts; here, only which key the SPA sends next.
    const chaves: string[] = [];
    const respostas = [
      json({ message: 'Falha' }, 503),
      json({ message: 'Falha' }, 503),
      json({ message: 'Outra' }, 422),
    ];
    const gravando = vi.fn<typeof fetch>(async (_url, init) => {
      chaves.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      return respostas.shift() ?? json({ message: 'Falha' }, 503);
    });
    const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch: gravando });
    const idempotencyKeys = newIdempotencyKeys();
    const enviar = (carrinho: unknown[]) =>
      finalizarPedido(api, idempotencyKeys, { pedido, imagens: [], carrinho }, async () => []).catch(() => undefined);
    await enviar([['item-1', 2, null]]);
    await enviar([['item-1', 2, null]]);
    await enviar([['item-1', 3, null]]);
    await enviar([['item-1', 3, null]]);
    expect(chaves[0]).toBe(chaves[1]);
    expect(chaves[2]).not.toBe(chaves[1]);
    // The 422 spent the key: the same content next time goes with a new one.
    expect(chaves[3]).not.toBe(chaves[2]);
    expect(new Set(chaves).size).toBe(3);
  });

  it('sends the last key again when the cart came back empty: that attempt placed the order, its answer lost', async () => {
    const chaves: string[] = [];
    const gravando = vi.fn<typeof fetch>(async (_url, init) => {
      chaves.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      return json({ message: 'Falha' }, 503);
    });
    const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch: gravando });
    const idempotencyKeys = newIdempotencyKeys();
    const enviar = (carrinho: unknown[]) =>
      finalizarPedido(api, idempotencyKeys, { pedido, imagens: [], carrinho }, async () => []).catch(() => undefined);
    await enviar([['item-1', 2, null]]);
    // The server consumed the cart with that order; the screen reloaded it empty.
    await enviar([]);
    expect(chaves).toHaveLength(2);
    expect(chaves[1]).toBe(chaves[0]);
  });

  it.each(cases)('%s is shown with the spec message', async (_name, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const faulty = vi.fn<typeof fetch>(answer);
    const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch: faulty });
    const sent = enviarPedido(api, pedido, [], '6f1c2a56-3b7e-4d1a-9d2f-6c1f0e5b7a10');
    await expect(sent).rejects.toBeInstanceOf(SendError);
    await expect(sent).rejects.toMatchObject({ message });
    expect(faulty).toHaveBeenCalledTimes(1);
  });
});
