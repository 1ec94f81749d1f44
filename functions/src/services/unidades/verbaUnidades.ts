import {
  formatoPeriodoVerba,
  mensagensUnidades,
  mensagensVerba,
  periodoVerba,
  type TipoPeriodoVerba,
  type Verba,
  type VerbaDaUnidade,
  type VerbaRequest,
} from '@portal/shared';
import type { UnidadesRepository } from '../../data/unidades/unidadesRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { idVerba, type VerbaDoc, type VerbasRepository } from '../../data/verbas/verbasRepository.ts';
import { invalid, notFound } from '../../errors.ts';
import type { MovimentosVerba } from '../estoque/movimentosVerba.ts';
import type { ActivityLog } from '../logs/activityLog.ts';

export interface VerbaUnidadesDeps {
  unidades: UnidadesRepository;
  verbasRepository: VerbasRepository;
  verbas: MovimentosVerba;
  activity: ActivityLog;
  /** The VERBA_PERIODO setting. */
  periodo: TipoPeriodoVerba;
  now: () => Date;
}

const reais = (centavos: number) => centavos / 100;

/** A budget document as the API shows it, in reais (a unit none was set for spends all the same: `valor` null). */
export const toVerba = (
  doc: Pick<VerbaDoc, 'unidade_id' | 'periodo' | 'valor_centavos' | 'gasto_centavos'>,
): Verba => ({
  unidade_id: doc.unidade_id,
  periodo: doc.periodo,
  valor: doc.valor_centavos === null ? null : reais(doc.valor_centavos),
  gasto: reais(doc.gasto_centavos),
  saldo: doc.valor_centavos === null ? null : reais(doc.valor_centavos - doc.gasto_centavos),
});

/**
 * The units' gift budgets as admins set and read them (issue 36). Setting one is a compare-and-swap of its document
 * (movimentosVerba.ts), so it never loses a spend written meanwhile; orders spend it through the stock service.
 */
export function createVerbaUnidades(deps: VerbaUnidadesDeps) {
  const { unidades, verbasRepository, verbas, now } = deps;
  const periodoAtual = () => periodoVerba(deps.periodo, now());

  return {
    periodoAtual,

    /** Sets a unit's budget for the current period, or the one named (of the setting's kind), logged. */
    async definir(admin: UsuarioDoc, unidadeId: string, { valor, periodo = periodoAtual() }: VerbaRequest) {
      if (!formatoPeriodoVerba[deps.periodo].test(periodo)) throw invalid(mensagensVerba.periodoInvalido);
      const unidade = (await unidades.read(unidadeId))?.doc;
      if (!unidade) throw notFound(mensagensUnidades.naoEncontrada);
      const doc = await verbas.definir(
        { verba_id: idVerba(unidadeId, periodo), unidade_id: unidadeId, periodo },
        Math.round(valor * 100),
      );
      if (!doc) throw new Error('a budget set and not stored');
      await deps.activity
        // Under 'Usuario', as the units' own entries (unidadesAdmin.ts).
        .record({
          tipo: 'Usuario',
          acao: mensagensVerba.atividade.definida,
          detalhes: mensagensVerba.atividade.detalhes(unidade.nome, periodo, valor),
          usuario: admin,
        })
        .catch((error: unknown) => console.warn('verba: activity log failed', error));
      return toVerba(doc);
    },

    /** Every unit's budget of the current period, by the unit's name (a unit without one: nothing set). */
    async doPeriodo(): Promise<{ periodo: string; verbas: VerbaDaUnidade[] }> {
      const periodo = periodoAtual();
      const [todas, docs] = await Promise.all([unidades.listAll(), verbasRepository.doPeriodo(periodo)]);
      const porUnidade = new Map(docs.map((doc) => [doc.unidade_id, doc]));
      return {
        periodo,
        verbas: todas.map(({ doc: { id, nome } }) => ({
          nome,
          ...toVerba(porUnidade.get(id) ?? { unidade_id: id, periodo, valor_centavos: null, gasto_centavos: 0 }),
        })),
      };
    },

    /** The current period's budgets of some units (a user's, for the cart and the checkout). */
    async dasUnidades(ids: readonly string[]): Promise<Map<string, Verba>> {
      const periodo = periodoAtual();
      const lidas = await Promise.all(ids.map((id) => verbasRepository.read(idVerba(id, periodo))));
      return new Map(lidas.flatMap((lida) => (lida ? [[lida.doc.unidade_id, toVerba(lida.doc)] as const] : [])));
    },
  };
}
export type VerbaUnidades = ReturnType<typeof createVerbaUnidades>;
