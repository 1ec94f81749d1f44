import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { CarrinhoResponse } from '@portal/shared/schemas/carrinho';
import type { UnidadeDoUsuario } from '@portal/shared/schemas/unidades';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../src/components/DialogProvider.tsx';
import { carrinhoKeys } from '../src/features/carrinho/carrinhoApi.ts';
import { FinalizarPedidoForm } from '../src/features/finalizarPedido/FinalizarPedidoForm.tsx';
import {
  finalizarPedidoDefaults,
  finalizarPedidoFormSchema,
  montarPedido,
  pedidoFormData,
  preenchidoDaUnidade,
} from '../src/features/finalizarPedido/finalizarPedidoSchema.ts';
import { minhasUnidadesKeys } from '../src/features/finalizarPedido/minhasUnidades.ts';

const carrinho: CarrinhoResponse = { itens: [], total: 0, quantidade_total: 0 };

const unidade = (id: string, nome: string, cidade: string, saldo: number | null = null): UnidadeDoUsuario => ({
  id,
  saldo,
  nome,
  cnpj: '11.222.333/0001-81',
  razao_social: `${nome} Comércio Ltda`,
  telefone: '(16) 3333-4444',
  endereco: {
    estado: 'SP',
    cidade,
    cep: '14015-000',
    bairro: 'Centro',
    rua: 'Rua General Osório',
    numero: '120',
    complemento: 'Loja 2',
    ponto_referencia: '',
  },
});
const norte = unidade('0b0f4b34-5c55-4a29-9a6f-0a4d1c3b2a11', 'Loja Norte', 'Ribeirão Preto');
const sul = unidade('7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'Loja Sul', 'Sertãozinho');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderCheckout(unidades: UnidadeDoUsuario[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(carrinhoKeys.atual, carrinho);
  queryClient.setQueryData(minhasUnidadesKeys.todas, unidades);
  render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <FinalizarPedidoForm onBack={vi.fn()} onDone={vi.fn()} />
      </DialogProvider>
    </QueryClientProvider>,
  );
}

const secoes = () => screen.getAllByRole('group').map((grupo) => grupo.querySelector('legend')?.textContent);
const campo = (secao: string, label: string) =>
  within(screen.getByRole('group', { name: secao })).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('checkout from a franchise unit (issue 36)', () => {
  it('a user without units sees the spec’s sections only, none about units', () => {
    renderCheckout([]);
    expect(secoes()).toEqual([
      'Dados Pessoais',
      'Endereço de Entrega',
      'Endereço de Faturamento',
      'Observações',
      'Logo Extra',
    ]);
    expect(screen.queryByLabelText(mensagensUnidades.rotulos.unidadeDoPedido)).toBeNull();
  });

  it('choosing a unit fills the client, delivery and billing sections; they stay editable; the order names it', async () => {
    renderCheckout([norte, sul]);
    expect(secoes()[0]).toBe(mensagensUnidades.rotulos.unidadeDoPedido);
    const escolha = screen.getByLabelText(mensagensUnidades.rotulos.unidadeDoPedido) as HTMLSelectElement;
    expect([...escolha.options].map((opcao) => opcao.text)).toEqual([
      mensagensUnidades.rotulos.pedidoSemUnidade,
      'Loja Norte',
      'Loja Sul',
    ]);
    fireEvent.change(campo('Dados Pessoais', 'Nome completo'), { target: { value: 'Maria da Silva' } });
    fireEvent.change(campo('Endereço de Entrega', 'Quem receberá'), { target: { value: 'Recepção' } });

    await act(async () => fireEvent.change(escolha, { target: { value: sul.id } }));
    expect(campo('Dados Pessoais', 'Nome da empresa').value).toBe('Loja Sul Comércio Ltda');
    expect(campo('Dados Pessoais', 'CNPJ').value).toBe('11.222.333/0001-81');
    expect(campo('Dados Pessoais', 'Telefone').value).toBe('(16) 3333-4444');
    expect(campo('Endereço de Entrega', 'Cidade').value).toBe('Sertãozinho');
    expect(campo('Endereço de Entrega', 'Complemento').value).toBe('Loja 2');
    // What the user typed that a unit does not hold stays.
    expect(campo('Dados Pessoais', 'Nome completo').value).toBe('Maria da Silva');
    expect(campo('Endereço de Entrega', 'Quem receberá').value).toBe('Recepção');
    expect(
      (within(screen.getByRole('group', { name: 'Endereço de Faturamento' })).getByRole('checkbox') as HTMLInputElement)
        .checked,
    ).toBe(true);
    // Still editable.
    fireEvent.change(campo('Endereço de Entrega', 'Número'), { target: { value: '121' } });
    expect(campo('Endereço de Entrega', 'Número').value).toBe('121');

    // Back to none: the filled data stay, the order names no unit.
    await act(async () => fireEvent.change(escolha, { target: { value: '' } }));
    expect(escolha.value).toBe('');
    expect(campo('Endereço de Entrega', 'Cidade').value).toBe('Sertãozinho');
  });

  it('the chosen unit’s budget balance shows under the choice; a unit with no budget shows none', async () => {
    renderCheckout([unidade(norte.id, 'Loja Norte', 'Ribeirão Preto', 1234.5), sul]);
    const escolha = screen.getByLabelText(mensagensUnidades.rotulos.unidadeDoPedido) as HTMLSelectElement;
    const grupo = () => within(screen.getByRole('group', { name: mensagensUnidades.rotulos.unidadeDoPedido }));
    expect(grupo().queryByRole('status')).toBeNull();
    await act(async () => fireEvent.change(escolha, { target: { value: norte.id } }));
    expect(grupo().getByRole('status').textContent).toBe(mensagensVerba.saldoDaUnidade(1234.5));
    expect(mensagensVerba.saldoDaUnidade(1234.5)).toMatch(/^Saldo da unidade: R\$\s1\.234,50$/);
    await act(async () => fireEvent.change(escolha, { target: { value: sul.id } }));
    expect(grupo().queryByRole('status')).toBeNull();
  });

  it('the order built from a form filled from a unit names it; the multipart body carries it only then', () => {
    const valores = preenchidoDaUnidade(finalizarPedidoDefaults, norte);
    const preenchido = finalizarPedidoFormSchema.parse({
      ...valores,
      dados_pessoais: { ...valores.dados_pessoais, nome_completo: 'Maria da Silva' },
      dados_entrega: { ...valores.dados_entrega, quem_recebera: 'Maria' },
    });
    expect(montarPedido(preenchido)).toMatchObject({
      unidade_id: norte.id,
      dados_faturamento: { cidade: 'Ribeirão Preto' },
    });
    expect(montarPedido({ ...preenchido, unidade_id: '' }).unidade_id).toBeUndefined();

    const pedido = {
      dados_pessoais: {
        nome_completo: 'Maria',
        cpf: '',
        nome_empresa: 'Agro',
        cnpj: norte.cnpj,
        telefone: norte.telefone,
      },
      dados_entrega: { ...norte.endereco, quem_recebera: 'Maria' },
      endereco_entrega_igual_faturamento: true,
      dados_faturamento: norte.endereco,
      observacoes: '',
      logo_extra: null,
    };
    expect(pedidoFormData({ ...pedido, unidade_id: norte.id }, []).get('unidade_id')).toBe(norte.id);
    expect(pedidoFormData(pedido, []).has('unidade_id')).toBe(false);
  });
});
