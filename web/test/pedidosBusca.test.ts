import { mensagensDatas } from '@portal/shared/mensagens/consultas';
import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../src/app/searchParams.ts';
import {
  filtrosDaBusca,
  lerBusca,
  listParams,
  valoresDosFiltros,
  withFilter,
} from '../src/features/pedidos/buscaPedidos.ts';

/** What a route sees for a URL: the app's plain-text params through the screen's validateSearch. */
const daUrl = (escopo: 'meus' | 'admin', search: string) => lerBusca(escopo, parseSearch(search));

describe('order filters in the URL', () => {
  it('reads every filter of the admin list as the text typed, and a blank one as no filter', () => {
    expect(daUrl('admin', '?id=10&cliente=Maria%20S&status=Em%20Transporte&de=2026-03-01&ate=2026-03-31')).toEqual({
      id: '10',
      cliente: 'Maria S',
      status: 'Em Transporte',
      de: '2026-03-01',
      ate: '2026-03-31',
    });
    // A space typed between two words must survive the round trip through the URL.
    expect(daUrl('admin', '?cliente=Maria%20')).toMatchObject({ cliente: 'Maria ' });
    expect(daUrl('admin', '?id=%20%20&status=')).toEqual({
      id: undefined,
      cliente: undefined,
      status: undefined,
      de: undefined,
      ate: undefined,
    });
  });

  it("has no client filter on 'Meus Pedidos', even when the URL brings one", () => {
    const busca = daUrl('meus', '?cliente=outra&status=Aprovado');
    expect(busca).toEqual({ id: undefined, status: 'Aprovado', de: undefined, ate: undefined });
    expect('cliente' in busca).toBe(false);
  });

  it('keeps URL text from growing without limit', () => {
    expect(daUrl('admin', `?cliente=${'a'.repeat(5_000)}`).cliente).toHaveLength(100);
  });

  it('writes a changed filter back, dropping an emptied one from the URL', () => {
    const busca = daUrl('admin', '?status=Aprovado&id=12');
    expect(stringifySearch(withFilter(busca, 'cliente', 'ana'))).toBe('?id=12&cliente=ana&status=Aprovado');
    expect(stringifySearch(withFilter(busca, 'id', ''))).toBe('?status=Aprovado');
    expect(stringifySearch(withFilter(busca, 'id', '   '))).toBe('?status=Aprovado');
    // Through the URL and back, the filters are what was typed.
    expect(daUrl('admin', stringifySearch(withFilter(busca, 'de', '2026-01-05')))).toEqual({
      ...busca,
      de: '2026-01-05',
    });
  });

  it('gives the inputs an empty text for every filter not set', () => {
    expect(valoresDosFiltros({ status: 'Entregue' })).toEqual({
      id: '',
      cliente: '',
      unidade: '',
      status: 'Entregue',
      de: '',
      ate: '',
    });
  });
});

describe('filters sent to the API', () => {
  it('are the API schema’s own values', () => {
    expect(filtrosDaBusca({ id: ' #1024 ', cliente: ' Maria ', status: 'Em Transporte', de: '2026-03-01' })).toEqual({
      ok: true,
      filtros: { id: '1024', cliente: 'Maria', status: 'Em Transporte', de: '2026-03-01' },
    });
    expect(filtrosDaBusca({})).toEqual({ ok: true, filtros: {} });
  });

  it.each([
    [{ id: '12a' }, mensagensPedidos.numeroInvalido],
    [{ de: '2026-03-10', ate: '2026-03-01' }, mensagensPedidos.periodoInvalido],
    [{ de: '2026-02-30' }, mensagensDatas.dataInvalida],
    [{ status: 'Em Preparação' }, 'Status do filtro inválido.'],
  ])('explain a bad value instead of asking: %j', (busca, mensagem) => {
    expect(filtrosDaBusca(busca)).toEqual({ ok: false, mensagem });
  });

  it('become the list call’s query string with the page size and the next page’s token', () => {
    const parametros = listParams(
      { id: '10', status: 'Em Transporte', ate: '2026-03-31' },
      { limite: 25, continuacao: 'abc' },
    );
    expect(Object.fromEntries(parametros)).toEqual({
      id: '10',
      status: 'Em Transporte',
      ate: '2026-03-31',
      limite: '25',
      continuacao: 'abc',
    });
    expect(listParams({}, { limite: 1, continuacao: null }).toString()).toBe('limite=1');
  });
});
