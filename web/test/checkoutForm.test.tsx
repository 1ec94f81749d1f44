import { type CarrinhoResponse, mensagensPedido } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../src/components/DialogProvider.tsx';
import { cartQueryKey } from '../src/features/cart/useCart.ts';
import { CheckoutForm } from '../src/features/checkout/CheckoutForm.tsx';

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
};
const carrinho: CarrinhoResponse = {
  itens: [{ id: 'i1', quantidade: 2, tamanho: null, produto, subtotal: 79.8 }],
  total: 79.8,
  quantidade_total: 2,
};

const endereco = {
  estado: 'SP',
  cidade: 'São Paulo',
  cep: '01310-100',
  bairro: 'Bela Vista',
  rua: 'Avenida Paulista',
  numero: '1000',
  complemento: '',
  ponto_referencia: '',
};
const pedidoCriado = (id: number) => ({
  message: 'Pedido criado com sucesso',
  pedido: {
    id,
    status: 'Pendente de Aprovação',
    created_at: '2026-11-21T12:00:00.000Z',
    total: 79.8,
    observacoes: '',
    motivo_cancelamento: null,
    user: { username: 'franqueado', email: 'franqueado@franquia.dev' },
    dados_pessoais: {
      nome_completo: 'Maria da Silva',
      cpf: '',
      nome_empresa: 'Agro Franquia',
      cnpj: '11.222.333/0001-81',
      telefone: '(11) 98765-4321',
    },
    dados_entrega: { ...endereco, quem_recebera: 'Maria' },
    dados_faturamento: endereco,
    endereco_entrega_igual_faturamento: true,
    logo_extra: null,
    itens: [],
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
/** Answers for POST /api/pedidos, in order; the cart reload after a change gets `servedCart`. */
let pedidoAnswers: (() => Promise<Response>)[];
let servedCart: CarrinhoResponse;

beforeEach(() => {
  pedidoAnswers = [];
  servedCart = carrinho;
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async (url) => {
    if (url === '/api/carrinho') return json(servedCart);
    if (url === '/api/uploads') {
      return json(
        {
          uploadId: '6f1c2a56-3b7e-4d1a-9d2f-6c1f0e5b7a10',
          url: 'http://127.0.0.1:10000/devstoreaccount1/uploads/x?sig=1',
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        },
        201,
      );
    }
    const answer = pedidoAnswers.shift();
    if (!answer) throw new Error(`unexpected fetch ${url}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
});

const answerPedido = (answer: () => Promise<Response>) => pedidoAnswers.push(answer);
const pedidoCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/pedidos');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCheckout(cart: CarrinhoResponse = carrinho) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(cartQueryKey, cart);
  const onDone = vi.fn();
  const onBack = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <CheckoutForm onBack={onBack} onDone={onDone} />
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
    expect(await alertText()).toContain(mensagensPedido.corrijaDadosPessoais);
    for (const message of [
      mensagensPedido.nomeCompleto,
      mensagensPedido.nomeEmpresa,
      mensagensPedido.cnpj,
      mensagensPedido.telefone,
      mensagensPedido.estado,
      mensagensPedido.cidade,
      mensagensPedido.cep,
      mensagensPedido.bairro,
      mensagensPedido.rua,
      mensagensPedido.numero,
      mensagensPedido.quemRecebera,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(mensagensPedido.cpf)).toBeNull();
    expect(campo('Dados Pessoais', 'Nome completo').getAttribute('aria-invalid')).toBe('true');
    expect(pedidoCalls()).toEqual([]);
  });

  it('a wrong CPF is reported; with personal data right the address alert comes first', async () => {
    renderCheckout();
    preencherValido();
    digitar('Dados Pessoais', 'CPF', '123');
    await submit();
    expect(await alertText()).toContain(mensagensPedido.corrijaDadosPessoais);
    expect(screen.getByText(mensagensPedido.cpf)).toBeTruthy();
    await closeAlert();

    digitar('Dados Pessoais', 'CPF', '');
    digitar('Endereço de Entrega', 'CEP', '0131');
    await submit();
    expect(await alertText()).toContain(mensagensPedido.corrijaEndereco);
    expect(screen.getByText(mensagensPedido.cep)).toBeTruthy();
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
    expect(await alertText()).toContain(mensagensPedido.corrijaEndereco);
    expect(
      within(screen.getByRole('group', { name: 'Endereço de Faturamento' })).getByText(mensagensPedido.cidade),
    ).toBeTruthy();
  });

  it('the extra logo needs an image, the products and the acknowledgement', async () => {
    renderCheckout();
    preencherValido();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Adicionar logo extra' }));
    await submit();
    expect(await alertText()).toContain(mensagensPedido.corrijaLogoExtra);
    expect(screen.getByText(mensagensPedido.logoImagens)).toBeTruthy();
    expect(screen.getByText(mensagensPedido.logoProdutos)).toBeTruthy();
    expect(screen.getByText(mensagensPedido.logoEntende)).toBeTruthy();
  });

  it('refuses images over 10 MB and non-images, by name; a picked image can be removed', () => {
    renderCheckout();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Adicionar logo extra' }));
    const grande = new File(['x'], 'logo-grande.png', { type: 'image/png' });
    Object.defineProperty(grande, 'size', { value: 10 * 1024 * 1024 + 1 });
    const pdf = new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' });
    const boa = new File(['png'], 'logo.png', { type: 'image/png' });
    const input = screen.getByLabelText(/^Imagens da logo/) as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [grande, pdf, boa] } });

    const problemas = screen.getByRole('alert');
    expect(problemas.textContent).toContain('A imagem logo-grande.png é muito grande. Tamanho máximo permitido: 10MB');
    expect(problemas.textContent).toContain(mensagensPedido.imagemInvalida('contrato.pdf'));
    const lista = screen.getByRole('list', { name: 'Imagens selecionadas' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    expect(lista.textContent).toContain('logo.png');

    fireEvent.click(screen.getByRole('button', { name: 'Remover imagem logo.png' }));
    expect(screen.queryByRole('list', { name: 'Imagens selecionadas' })).toBeNull();
  });
});

describe('checkout form: sending', () => {
  it('posts multipart with an Idempotency-Key, reuses it on retries, maps each failure, then succeeds and resets', async () => {
    const { onDone, queryClient } = renderCheckout();
    preencherValido();

    answerPedido(async () => json({ message: 'Endereço de entrega: CEP não atendido' }, 400));
    await submit();
    const validacao = await alertText();
    expect(validacao).toContain('Erro de validação: Endereço de entrega: CEP não atendido');
    expect(validacao).toContain('Verifique os campos do endereço');
    await closeAlert();

    answerPedido(async () => json({ message: 'Produto indisponível' }, 409));
    await submit();
    expect(await alertText()).toContain('Erro ao finalizar pedido: Produto indisponível');
    await closeAlert();

    answerPedido(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await submit();
    expect(await alertText()).toContain('Erro ao finalizar pedido: Erro do servidor (502)');
    await closeAlert();

    answerPedido(async () => json({}, 500));
    await submit();
    expect(await alertText()).toContain('Erro ao finalizar pedido: Erro desconhecido');
    await closeAlert();

    answerPedido(async () => {
      throw new TypeError('Failed to fetch');
    });
    await submit();
    expect(await alertText()).toContain('Erro ao finalizar pedido. Tente novamente.');
    await closeAlert();

    servedCart = { itens: [], total: 0, quantidade_total: 0 };
    answerPedido(async () => json(pedidoCriado(42), 201));
    await submit();
    expect(await alertText()).toContain('Pedido #42 finalizado com sucesso! Um email foi enviado com os detalhes.');

    const calls = pedidoCalls();
    expect(calls).toHaveLength(6);
    const keys = calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const [url, init] = calls[5] as FetchArgs;
    expect(url).toBe('/api/pedidos');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(JSON.parse(String(body.get('dados_pessoais')))).toEqual({
      nome_completo: 'Maria da Silva',
      cpf: '123.456.789-09',
      nome_empresa: 'Agro Franquia',
      cnpj: '11.222.333/0001-81',
      telefone: '(11) 98765-4321',
    });
    expect(JSON.parse(String(body.get('dados_entrega')))).toEqual({ ...endereco, quem_recebera: 'Maria' });
    expect(body.get('endereco_entrega_igual_faturamento')).toBe('true');
    expect(body.has('dados_faturamento')).toBe(false);
    expect(body.has('logo_extra')).toBe(false);
    expect(body.get('observacoes')).toBe('');

    expect(onDone).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData<CarrinhoResponse>(cartQueryKey)?.quantidade_total).toBe(0);
    expect(campo('Dados Pessoais', 'Nome completo').value).toBe('');
    expect(campo('Endereço de Entrega', 'CEP').value).toBe('');
    await closeAlert();

    // A new order after a success gets a new key.
    servedCart = carrinho;
    queryClient.setQueryData(cartQueryKey, carrinho);
    await screen.findByText('Total: R$ 79,80');
    preencherValido();
    answerPedido(async () => json(pedidoCriado(43), 201));
    await submit();
    expect(await alertText()).toContain('Pedido #43');
    const novaChave = (pedidoCalls()[6] as FetchArgs)[1].headers as Record<string, string>;
    expect(novaChave['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('an empty cart is refused', async () => {
    renderCheckout({ itens: [], total: 0, quantidade_total: 0 });
    preencherValido();
    await submit();
    expect(await alertText()).toContain(mensagensPedido.carrinhoVazio);
    expect(pedidoCalls()).toEqual([]);
  });

  it('uploads each logo image with a progress bar, then sends the upload ids and a separate billing address', async () => {
    const progressEvents: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
    const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    class FakeXhr {
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private request = { url: '', headers: {} as Record<string, string>, body: undefined as unknown };
      open(_method: string, url: string) {
        this.request.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name] = value;
      }
      send(body: unknown) {
        this.request.body = body;
        sent.push(this.request);
        const onprogress = this.upload.onprogress;
        if (onprogress) progressEvents.push(onprogress);
        setTimeout(() => {
          onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
          this.status = 201;
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);

    let answer: (response: Response) => void = () => {};
    answerPedido(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );

    renderCheckout();
    preencherValido();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Endereço de faturamento igual ao de entrega' }));
    digitar('Endereço de Faturamento', 'Rua', 'Rua do Faturamento');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Adicionar logo extra' }));
    const logo = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^Imagens da logo/), { target: { files: [logo] } });
    digitar('Logo Extra', 'Em quais produtos', 'Camisetas e canecas');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Entendo que o valor do pedido pode ser alterado' }));

    await submit();
    const bar = await screen.findByRole('progressbar', { name: 'Envio de logo.png' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    const button = screen.getByRole('button', { name: 'Finalizando...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(progressEvents).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://127.0.0.1:10000/devstoreaccount1/uploads/x?sig=1');
    expect(sent[0]?.headers).toEqual({ 'x-ms-blob-type': 'BlockBlob', 'Content-Type': 'image/png' });
    expect(sent[0]?.body).toBe(logo);

    const uploadCall = fetchMock.mock.calls.find(([url]) => url === '/api/uploads') as FetchArgs;
    expect(JSON.parse(String(uploadCall[1].body))).toEqual({ nome: 'logo.png', tamanho: logo.size, tipo: 'image/png' });
    const body = (pedidoCalls()[0] as FetchArgs)[1].body as FormData;
    expect(body.get('endereco_entrega_igual_faturamento')).toBe('false');
    expect(JSON.parse(String(body.get('dados_faturamento')))).toEqual({ ...endereco, rua: 'Rua do Faturamento' });
    expect(JSON.parse(String(body.get('logo_extra')))).toEqual({
      produtos: 'Camisetas e canecas',
      entende_alteracao_valor: true,
    });
    expect(body.getAll('logo_extra_upload_id')).toEqual(['6f1c2a56-3b7e-4d1a-9d2f-6c1f0e5b7a10']);

    await act(async () => answer(json(pedidoCriado(7), 201)));
    expect(await alertText()).toContain('Pedido #7 finalizado com sucesso!');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Adicionar logo extra' }) as HTMLInputElement).checked).toBe(false);
  });
});
