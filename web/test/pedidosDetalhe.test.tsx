import type { Pedido } from '@portal/shared/schemas/pedido';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EscopoPedidos } from '../src/features/pedidos/buscaPedidos.ts';
import { DetalhePedido } from '../src/features/pedidos/DetalhePedido.tsx';
import { pedidoQuery } from '../src/features/pedidos/pedidosApi.ts';

afterEach(cleanup);

const endereco = {
  estado: 'SP',
  cidade: 'Ribeirão Preto',
  cep: '14010-000',
  bairro: 'Centro',
  rua: 'Rua General Osório',
  numero: '120',
  complemento: '',
  ponto_referencia: '',
};

const pedido: Pedido = {
  id: 1042,
  acima_da_verba: null,
  status: 'Aprovado',
  created_at: '2026-03-02T13:00:00.000Z',
  updated_at: '2026-03-02T14:00:00.000Z',
  versao: '"v1"',
  total: 89.9,
  observacoes: '',
  motivo_cancelamento: null,
  user: { username: 'franqueado', email: 'franqueado@franquia.dev' },
  dados_pessoais: {
    nome_completo: 'Maria da Silva',
    cpf: '123.456.789-01',
    nome_empresa: 'Agro Franquia Ltda',
    cnpj: '12.345.678/0001-90',
    telefone: '(16) 98765-4321',
  },
  dados_entrega: { ...endereco, quem_recebera: 'João Pereira' },
  dados_faturamento: endereco,
  endereco_entrega_igual_faturamento: true,
  logo_extra: null,
  itens: [
    {
      produto_id: 'p1',
      nome: 'Boné Trucker',
      descricao: 'Boné.',
      quantidade: 1,
      tamanho: null,
      preco_unitario: 89.9,
      subtotal: 89.9,
    },
  ],
  historico: [{ status: 'Pendente de Aprovação', em: '2026-03-02T13:00:00.000Z', por: 'franqueado', motivo: null }],
  rastreio: null,
  unidade: null,
};

/** The detail of `pedido` as a screen opens it, its fresh copy already read (nothing is fetched). */
function abrir(escopo: EscopoPedidos, aberto: Pedido = pedido) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(pedidoQuery(escopo, aberto.id).queryKey, aberto);
  render(
    <QueryClientProvider client={queryClient}>
      <DetalhePedido escopo={escopo} linha={aberto} onFechar={() => {}} />
    </QueryClientProvider>,
  );
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
  const dialogo = screen.getByRole('dialog', { name: `Pedido #${aberto.id}` });
  return {
    dialogo,
    secoes: within(dialogo)
      .getAllByRole('region')
      .map((secao) => secao.querySelector('h3')?.textContent),
  };
}

describe("an order's detail", () => {
  it("the franchisee's shows the sections of the admin's, the client data among them", () => {
    const { secoes: doAdmin } = abrir('admin');
    cleanup();
    const { dialogo, secoes } = abrir('meus');
    expect(secoes).toEqual(doAdmin);
    const cliente = within(dialogo).getByRole('region', { name: 'Dados do Cliente' });
    for (const dado of [
      pedido.dados_pessoais.nome_completo,
      pedido.dados_pessoais.nome_empresa,
      pedido.dados_pessoais.cnpj,
      pedido.dados_pessoais.telefone,
      pedido.user.email,
    ]) {
      expect(cliente.textContent).toContain(dado);
    }
  });

  it('an order beyond its unit’s budget shows the admin why it waits (issue 36), and the franchisee nothing of it', () => {
    const acima: Pedido = { ...pedido, status: 'Pendente de Aprovação', acima_da_verba: 150.5 };
    const info = (escopo: EscopoPedidos) =>
      within(abrir(escopo, acima).dialogo).getByRole('region', { name: 'Informações do Pedido' }).textContent;
    expect(info('admin')).toContain('Motivo da esperaacima da verba: R$ 150,50 além do saldo');
    cleanup();
    expect(info('meus')).not.toContain('acima da verba');
  });
});
