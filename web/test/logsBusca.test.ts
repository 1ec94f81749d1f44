import { mensagensDatas } from '@portal/shared/mensagens/consultas';
import { mensagensLogs } from '@portal/shared/mensagens/logs';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../src/app/searchParams.ts';
import { filtrosDaBusca, valoresDosFiltros } from '../src/features/logs/buscaLogs.ts';
import { lerBuscaLogs } from '../src/features/logs/buscaUrl.ts';
import { listParams, withFilter } from '../src/lib/urlSearch.ts';

/** What /logs sees for a URL: the app's plain-text params through its validateSearch. */
const daUrl = (search: string) => lerBuscaLogs(parseSearch(search));

describe('log filters in the URL', () => {
  it('reads every filter as the text typed, a blank one as no filter, and ignores other params', () => {
    expect(daUrl('?tipo=Usuario&acao=Log%20&usuarioId=u-123&de=2026-03-01&ate=2026-03-31&status=Aprovado')).toEqual({
      tipo: 'Usuario',
      acao: 'Log ',
      usuarioId: 'u-123',
      de: '2026-03-01',
      ate: '2026-03-31',
    });
    expect(daUrl('?tipo=&acao=%20%20')).toEqual({
      tipo: undefined,
      acao: undefined,
      usuarioId: undefined,
      de: undefined,
      ate: undefined,
    });
  });

  it('keeps URL text from growing without limit', () => {
    expect(daUrl(`?acao=${'a'.repeat(5_000)}`).acao).toHaveLength(100);
  });

  it('writes a changed filter back and drops an emptied one, so the URL round-trips', () => {
    const busca = daUrl('?tipo=Pedido&usuarioId=u-123');
    expect(stringifySearch(withFilter(busca, 'acao', 'criado'))).toBe('?tipo=Pedido&acao=criado&usuarioId=u-123');
    expect(stringifySearch(withFilter(busca, 'tipo', ''))).toBe('?usuarioId=u-123');
    expect(daUrl(stringifySearch(withFilter(busca, 'ate', '2026-04-01')))).toEqual({ ...busca, ate: '2026-04-01' });
  });

  it('gives the inputs an empty text for every filter not set', () => {
    expect(valoresDosFiltros({ tipo: 'Sistema' })).toEqual({
      tipo: 'Sistema',
      acao: '',
      usuarioId: '',
      de: '',
      ate: '',
    });
  });
});

describe('log filters sent to the API', () => {
  it('are the API schema’s own values, trimmed', () => {
    expect(filtrosDaBusca({ tipo: 'Produto', acao: ' excluído ', usuarioId: ' u-123 ', de: '2026-03-01' })).toEqual({
      ok: true,
      filtros: { tipo: 'Produto', acao: 'excluído', usuarioId: 'u-123', de: '2026-03-01' },
    });
    expect(filtrosDaBusca({})).toEqual({ ok: true, filtros: {} });
  });

  it.each([
    [{ tipo: 'Outro' }, 'Tipo de log inválido.'],
    [{ tipo: 'usuario' }, 'Tipo de log inválido.'],
    [{ de: '2026-03-10', ate: '2026-03-01' }, mensagensLogs.periodoInvalido],
    [{ ate: '2026-02-30' }, mensagensDatas.dataInvalida],
  ])('explain a bad value instead of asking: %j', (busca, mensagem) => {
    expect(filtrosDaBusca(busca)).toEqual({ ok: false, mensagem });
  });

  it('become the list call’s query string with the page size and the next page’s token', () => {
    const validacao = filtrosDaBusca({ tipo: 'Usuario', acao: 'Login', de: '2026-03-01', ate: '2026-03-01' });
    if (!validacao.ok) throw new Error(validacao.mensagem);
    expect(Object.fromEntries(listParams(validacao.filtros, { limite: 50, continuacao: 'xyz' }))).toEqual({
      tipo: 'Usuario',
      acao: 'Login',
      de: '2026-03-01',
      ate: '2026-03-01',
      limite: '50',
      continuacao: 'xyz',
    });
    expect(listParams({ usuarioId: undefined }, { limite: 50 }).toString()).toBe('limite=50');
  });
});
