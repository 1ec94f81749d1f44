import { mensagens } from '@portal/shared';
import type { MovimentoVerba, VerbaDoc, VerbasRepository } from '../../data/verbas/verbasRepository.ts';
import { ConcurrencyConflict, unavailable } from '../../errors.ts';
import type { PedidoDaTomada } from './estoqueService.ts';
import { ehTomada, movimentosLembrados } from './movimentosEstoque.ts';

/** What an order spends of its unit's budget in one period (`verba_id`: the budget document, `<unidade>:<periodo>`). */
export interface GastoVerba {
  verba_id: string;
  unidade_id: string;
  periodo: string;
  centavos: number;
}

/**
 * What a take found: the cents taken and, measured on the version it was applied to, how far the order went beyond
 * the balance left (`excesso_centavos`; 0 within it, null when the unit has no budget set for the period).
 */
export interface VerbaTomada {
  verba_id: string;
  centavos: number;
  excesso_centavos: number | null;
}

/**
 * The movements of a unit's budget in one period (issue 36), as movimentosEstoque.ts moves a product's stock: each a
 * conditional write of the budget document on the version read (retryOnConflict), recorded under its id so it is
 * applied once and undone exactly. Nothing refuses an order: a take beyond the balance is taken too (the spend stays
 * the sum of the live orders), and says by how much it went over, which is what keeps it from automatic approval.
 */
export function createMovimentosVerba({ verbas, now }: { verbas: VerbasRepository; now: () => Date }) {
  /** Reads, changes and writes one budget on its version, again (retryOnConflict) when another movement came first. */
  const alterar = async (id: string, mudar: (doc: VerbaDoc | null) => VerbaDoc | null): Promise<VerbaDoc | null> => {
    try {
      return await verbas.update(id, mudar);
    } catch (error) {
      if (error instanceof ConcurrencyConflict) throw unavailable(mensagens.servicoIndisponivel, 1);
      throw error;
    }
  };

  const lembrados = (doc: VerbaDoc) => movimentosLembrados(doc.movimentos, now());

  /** A take of `gasto` under `movimento`; a budget not written yet starts with none set. Its excess, as measured. */
  const aplicar = (gasto: GastoVerba, movimento: Pick<MovimentoVerba, 'id' | 'pedido'>) => {
    let excesso: number | null = null;
    return alterar(gasto.verba_id, (lido) => {
      excesso = null;
      const doc = lido ?? {
        id: gasto.verba_id,
        unidade_id: gasto.unidade_id,
        periodo: gasto.periodo,
        valor_centavos: null,
        gasto_centavos: 0,
        movimentos: [],
        updated_at: now().toISOString(),
      };
      if (doc.movimentos.some(({ id }) => id === movimento.id)) return null;
      const { centavos } = gasto;
      excesso =
        doc.valor_centavos === null
          ? null
          : Math.max(0, centavos - Math.max(0, doc.valor_centavos - doc.gasto_centavos));
      const em = now().toISOString();
      return {
        ...doc,
        gasto_centavos: Math.max(0, doc.gasto_centavos + centavos),
        movimentos: [...lembrados(doc), { ...movimento, centavos, em }],
        updated_at: em,
      };
    }).then(() => excesso);
  };

  /** Undoes the movement `id` in one budget, if it is there. */
  const desfazer = (verbaId: string, id: string) =>
    alterar(verbaId, (doc) => {
      const movimento = doc?.movimentos.find((candidato) => candidato.id === id);
      if (!doc || !movimento) return null;
      return {
        ...doc,
        gasto_centavos: Math.max(0, doc.gasto_centavos - movimento.centavos),
        movimentos: lembrados(doc).filter((candidato) => candidato.id !== id),
      };
    });

  return {
    /** Takes an order's spend under the take `movimento` (its id the stock take's, so the order lists one take). */
    async tomar(gasto: GastoVerba, movimento: { id: string; pedido: PedidoDaTomada }): Promise<VerbaTomada> {
      const excesso = await aplicar(gasto, movimento);
      return { verba_id: gasto.verba_id, centavos: gasto.centavos, excesso_centavos: excesso };
    },
    desfazer,
    /** A cancelled order's spend back under `id` (its cancellation's), once however often it is asked. */
    devolver: async (gasto: Pick<GastoVerba, 'verba_id' | 'centavos'>, id: string) => {
      await alterar(gasto.verba_id, (doc) => {
        if (!doc || doc.movimentos.some((movimento) => movimento.id === id)) return null;
        const em = now().toISOString();
        return {
          ...doc,
          gasto_centavos: Math.max(0, doc.gasto_centavos - gasto.centavos),
          movimentos: [...lembrados(doc), { id, centavos: -gasto.centavos, em }],
          updated_at: em,
        };
      });
    },

    /** Sets the budget of a period (in cents), creating its document when no order spent from it yet. */
    definir: (gasto: Omit<GastoVerba, 'centavos'>, valorCentavos: number) =>
      alterar(gasto.verba_id, (doc) => ({
        ...(doc ?? {
          id: gasto.verba_id,
          unidade_id: gasto.unidade_id,
          periodo: gasto.periodo,
          gasto_centavos: 0,
          movimentos: [],
        }),
        valor_centavos: valorCentavos,
        updated_at: now().toISOString(),
      })),

    /**
     * The sweep's part for budgets: each take older than `limite` is forgotten when `gravada` says its order lists it,
     * undone when it says not (an orphan); an undecided one (its order unreadable now) waits for the next sweep.
     */
    async varrer(limite: string, gravada: (movimento: MovimentoVerba) => Promise<boolean | undefined>) {
      let esquecidas = 0;
      let devolvidas = 0;
      for (const { id, movimentos } of await verbas.listMovimentos()) {
        const decididas = new Map<string, boolean>();
        for (const movimento of movimentos) {
          if (!ehTomada(movimento) || movimento.em >= limite || !movimento.pedido) continue;
          const decisao = await gravada(movimento);
          if (decisao !== undefined) decididas.set(movimento.id, decisao);
        }
        if (decididas.size === 0) continue;
        await alterar(id, (doc) => {
          if (!doc) return null;
          const orfas = doc.movimentos.filter((movimento) => decididas.get(movimento.id) === false);
          return {
            ...doc,
            gasto_centavos: Math.max(0, doc.gasto_centavos - orfas.reduce((soma, { centavos }) => soma + centavos, 0)),
            movimentos: lembrados(doc).filter((movimento) => !decididas.has(movimento.id)),
          };
        });
        for (const gravadaNoPedido of decididas.values()) {
          if (gravadaNoPedido) esquecidas++;
          else devolvidas++;
        }
      }
      return { esquecidas, devolvidas };
    },
  };
}
export type MovimentosVerba = ReturnType<typeof createMovimentosVerba>;
