/**
 * The first-load budgets' rules (e2e/orcamentosDaCarga.ts): what counts as the first load, and a figure over its
 * budget failing with its address's name. The browser measure itself is e2e/orcamentosDaCarga.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  comMargem,
  type FigurasDaCarga,
  foraDoOrcamento,
  lerOrcamentos,
  type Orcamento,
  primeiraCarga,
  verificarOrcamentos,
} from '../../../e2e/orcamentosDaCarga.ts';
import { prontoMs } from '../../bench/pronto.ts';

const medida = (js: number, requisicoes = 8): FigurasDaCarga => ({
  bytes: { js, css: 2_000, api: 900, outros: 1_500 },
  requisicoes,
});
const orcamento = (js: number, requisicoes = 8): Orcamento => ({
  ...medida(js, requisicoes),
  motivos: ['set at the figures of 28 Nov 2026 plus 3 %'],
});

describe('the first load', () => {
  // /login as a settled page has it: the document, the code, the configuration; the tab's icon, asked for by the
  // browser once the document loaded; the form's checks, fetched by the screen as it came up (after READY here).
  const carga = {
    telaMs: 400,
    requisicoes: [
      { caminho: '/login', inicioMs: 0, fimMs: 20, bytes: 1_064 },
      { caminho: '/assets/index-a1.js', inicioMs: 25, fimMs: 200, bytes: 98_000 },
      { caminho: '/assets/index-a1.css', inicioMs: 25, fimMs: 60, bytes: 2_100 },
      { caminho: '/api/config', inicioMs: 30, fimMs: 250, bytes: 2_382 },
      { caminho: '/favicon.svg', inicioMs: 398, fimMs: 410, bytes: 522 },
      { caminho: '/assets/loginChecks-b2.js', inicioMs: 401, fimMs: 520, bytes: 520 },
    ],
  };

  it("READY is React's screen or the API's last answer, whichever is later", () => {
    expect(prontoMs(carga)).toBe(400);
    expect(prontoMs({ ...carga, telaMs: 100 })).toBe(250);
  });

  it('is every request of the settled page by kind, the document included and the tab icon left out', () => {
    expect(primeiraCarga(carga, ['/favicon.svg'])).toEqual({
      bytes: { js: 98_520, css: 2_100, api: 2_382, outros: 1_064 },
      requisicoes: 5,
    });
  });

  it('needs READY: a page whose screen never came up has no first load', () => {
    expect(() => primeiraCarga({ ...carga, telaMs: Number.NaN }, [])).toThrow(/never entered/);
  });
});

describe('the budgets', () => {
  const orcamentos = new Map([
    ['/login', orcamento(100_000)],
    ['/home', orcamento(120_000)],
  ]);

  it('passes figures at or under their budgets', () => {
    const medidas = new Map([
      ['/login', medida(100_000)],
      ['/home', medida(119_000, 7)],
    ]);
    expect(foraDoOrcamento(medidas, orcamentos)).toEqual([]);
    expect(() => verificarOrcamentos(medidas, orcamentos)).not.toThrow();
  });

  it('fails a figure over its budget, naming the address, the figure and how far over', () => {
    const medidas = new Map([
      ['/login', medida(100_000)],
      ['/home', medida(123_600, 9)],
    ]);
    expect(foraDoOrcamento(medidas, orcamentos)).toEqual([
      '/home: JavaScript bytes 123600 over the budget of 120000 (+3600, +3.0 %)',
      '/home: requests 9 over the budget of 8 (+1, +12.5 %)',
    ]);
    expect(() => verificarOrcamentos(medidas, orcamentos)).toThrow(/\n\/home: JavaScript bytes 123600 over/);
  });

  it('fails an address without a budget, and a budget of an address not measured', () => {
    const medidas = new Map([
      ['/login', medida(100_000)],
      ['/painel', medida(90_000)],
    ]);
    expect(foraDoOrcamento(medidas, orcamentos)).toEqual([
      '/painel: no budget in e2e/orcamentosDaCarga.json',
      '/home: a budget for an address that is not measured',
    ]);
  });

  it("gives today's figures 3 % more bytes and no extra request", () => {
    expect(comMargem(medida(100_001, 8))).toEqual({
      bytes: { js: 103_002, css: 2_060, api: 927, outros: 1_545 },
      requisicoes: 8,
    });
  });
});

describe('the budget file', () => {
  it('is well formed: figures and their reasons for each address (the spec checks they are the measured ones)', () => {
    expect(lerOrcamentos().size).toBeGreaterThan(0);
  });

  it('refuses a budget without a reason, or with a figure it does not know', () => {
    const sem = { '/login': { bytes: { js: 1, css: 1, api: 1, outros: 1 }, requisicoes: 1, motivos: [] } };
    expect(() => lerOrcamentos(JSON.stringify(sem))).toThrow();
    const outra = { '/login': { ...orcamento(1), bytes: { js: 1, css: 1, api: 1, outros: 1, fontes: 1 } } };
    expect(() => lerOrcamentos(JSON.stringify(outra))).toThrow();
    expect(lerOrcamentos(JSON.stringify({ '/login': orcamento(1) })).get('/login')).toEqual(orcamento(1));
  });
});
