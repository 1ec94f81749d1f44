import type { PrazosPainel } from '@portal/shared';
import type { ChamadosRepository } from '../../data/chamados/chamadosRepository.ts';
import type { PrazosChamado } from '../chamados/prazosChamado.ts';

/**
 * The dashboard's section on ticket deadlines (issue 36): two counts over the stored due times (an index each), none
 * while deadlines are off, so the dashboard is then as it was.
 */
export function createPrazosPainel(chamados: ChamadosRepository, prazos: PrazosChamado, now: () => Date) {
  return async (): Promise<{ prazosChamados?: PrazosPainel }> => {
    if (!prazos.ativo) return {};
    const agora = now();
    const { atrasados, vencendo } = await chamados.contarPrazos(
      agora,
      new Date(prazos.calculo.proximaMeiaNoite(agora.getTime()) - 1),
    );
    return { prazosChamados: { atrasados, vencemHoje: vencendo } };
  };
}
