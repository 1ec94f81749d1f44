/**
 * Budgets of each address's first load (issue 35), kept in orcamentosDaCarga.json and checked by
 * orcamentosDaCarga.spec.ts: the compressed bytes of the first load, by kind, and how many requests it made. A
 * feature that needs more raises its address's figures in the same commit and adds the reason to its `motivos`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { type Carga, prontoMs, type Tipo, tipoDe, tipos } from '../scripts/bench/pronto.ts';

/** What a first load cost: its bytes by kind (Resource Timing's `transferSize`) and its requests. */
export interface FigurasDaCarga {
  bytes: Record<Tipo, number>;
  requisicoes: number;
}

const inteiro = z.number().check(z.int(), z.nonnegative());
const orcamentoSchema = z.strictObject({
  bytes: z.strictObject({ js: inteiro, css: inteiro, api: inteiro, outros: inteiro } satisfies Record<Tipo, unknown>),
  requisicoes: inteiro,
  /** Why the budget is what it is: the first line when it was set, then one per raise. */
  motivos: z.array(z.string().check(z.trim(), z.minLength(1))).check(z.minLength(1)),
});
export type Orcamento = z.infer<typeof orcamentoSchema>;

export const arquivoDosOrcamentos = fileURLToPath(new URL('orcamentosDaCarga.json', import.meta.url));

/** The budget file's entries, by address; a malformed file (a budget with no reason) is refused. */
export function lerOrcamentos(texto = readFileSync(arquivoDosOrcamentos, 'utf8')): Map<string, Orcamento> {
  return new Map(
    Object.entries(z.record(z.string().check(z.startsWith('/')), orcamentoSchema).parse(JSON.parse(texto))),
  );
}

/**
 * The first load: every request the page made until it settled — READY (scripts/bench/pronto.ts) and what the screen
 * started as it came up — the document's included, the tab's icons (`icones`) left out. Whether a request the screen
 * starts as it comes up (in its effects) falls before READY's moment or just after is React's scheduler's choice (its
 * 5 ms time slice), and the browser asks for the tab's icon once the document has loaded, whenever React has painted
 * by then: cut at READY's moment, the count would depend on the machine's speed. What the app leaves until the
 * browser is idle, after READY by design, is held by the spec and never in it.
 */
export function primeiraCarga({ telaMs, requisicoes }: Carga, icones: readonly string[]): FigurasDaCarga {
  if (!Number.isFinite(prontoMs({ telaMs, requisicoes }))) throw new Error("React's screen never entered the page");
  const daPagina = requisicoes.filter(({ caminho }) => !icones.includes(caminho));
  const bytes = { js: 0, css: 0, api: 0, outros: 0 };
  for (const requisicao of daPagina) bytes[tipoDe(requisicao.caminho)] += requisicao.bytes;
  return { bytes, requisicoes: daPagina.length };
}

const figuras = [...tipos, 'requisicoes'] as const;
type Figura = (typeof figuras)[number];
const nomes: Record<Figura, string> = {
  js: 'JavaScript bytes',
  css: 'CSS bytes',
  api: 'API bytes (pictures included)',
  outros: 'other bytes (the document, static pictures)',
  requisicoes: 'requests',
};
const valor = (medida: FigurasDaCarga, figura: Figura) =>
  figura === 'requisicoes' ? medida.requisicoes : medida.bytes[figura];

/** Each figure over its budget, each address measured without a budget and each budget of no measured address. */
export function foraDoOrcamento(medidas: Map<string, FigurasDaCarga>, orcamentos: Map<string, Orcamento>): string[] {
  const problemas: string[] = [];
  for (const [endereco, medida] of medidas) {
    const orcamento = orcamentos.get(endereco);
    if (!orcamento) {
      problemas.push(`${endereco}: no budget in e2e/orcamentosDaCarga.json`);
      continue;
    }
    for (const figura of figuras) {
      const medido = valor(medida, figura);
      const limite = valor(orcamento, figura);
      if (medido <= limite) continue;
      const acima = `+${medido - limite}${limite > 0 ? `, +${(((medido - limite) / limite) * 100).toFixed(1)} %` : ''}`;
      problemas.push(`${endereco}: ${nomes[figura]} ${medido} over the budget of ${limite} (${acima})`);
    }
  }
  for (const endereco of orcamentos.keys()) {
    if (!medidas.has(endereco)) problemas.push(`${endereco}: a budget for an address that is not measured`);
  }
  return problemas;
}

/** Fails, naming each address and figure over its budget. */
export function verificarOrcamentos(medidas: Map<string, FigurasDaCarga>, orcamentos: Map<string, Orcamento>): void {
  const problemas = foraDoOrcamento(medidas, orcamentos);
  if (problemas.length === 0) return;
  throw new Error(
    `First loads over their budgets (e2e/orcamentosDaCarga.json). A feature that needs more raises the figure in the same commit and says why in the address's motivos:\n${problemas.join('\n')}`,
  );
}

const margem = (bytes: number) => Math.ceil((bytes * 103) / 100);

/** The margin a budget gives today's figures: 3 % more bytes (rounded up), not one request more. */
export const comMargem = ({ bytes, requisicoes }: FigurasDaCarga): FigurasDaCarga => ({
  bytes: { js: margem(bytes.js), css: margem(bytes.css), api: margem(bytes.api), outros: margem(bytes.outros) },
  requisicoes,
});

/** The figures measured beside their budgets, a row per address, then today's figures with the margin as JSON. */
export function relatorio(medidas: Map<string, FigurasDaCarga>, orcamentos: Map<string, Orcamento>): string {
  const celula = (medida: FigurasDaCarga, orcamento: Orcamento | undefined, figura: Figura) =>
    `${valor(medida, figura)} / ${orcamento ? valor(orcamento, figura) : '-'}`;
  return [
    `| address (measured / budget) | ${figuras.map((figura) => nomes[figura]).join(' | ')} |`,
    `|---|${figuras.map(() => '---:').join('|')}|`,
    ...[...medidas].map(
      ([endereco, medida]) =>
        `| ${endereco} | ${figuras.map((figura) => celula(medida, orcamentos.get(endereco), figura)).join(' | ')} |`,
    ),
    '',
    "Today's figures with the margin (3 % bytes, no extra request), for a raise:",
    JSON.stringify(
      Object.fromEntries([...medidas].map(([endereco, medida]) => [endereco, comMargem(medida)])),
      null,
      2,
    ),
  ].join('\n');
}
