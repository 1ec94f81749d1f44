import { mensagensPrazos } from '@portal/shared/mensagens/prazos';
import type { PrazoChamado } from '@portal/shared/schemas/chamado';
import { Badge } from '../../components/Badge.tsx';
import { DateTime } from '../../components/DateTime.tsx';

/** Within a business day of its due time, a deadline shows in the pending tone; further off, neutral. */
const minutosDeUmDia = 10 * 60;

/**
 * A ticket's deadline in the admin list (issue 36): 'Atrasado' or 'Vence em 2 h' (business time left) with the due
 * time under it, or a dash when no clock runs (waiting for the requester, resolved).
 */
export function PrazoDoChamado({ prazo }: { prazo: PrazoChamado | null | undefined }) {
  if (!prazo) return <span className="chamados__sem-prazo">{mensagensPrazos.semPrazo}</span>;
  const tom = prazo.atrasado ? 'cancelado' : prazo.minutos_uteis_restantes <= minutosDeUmDia ? 'pendente' : 'neutro';
  return (
    <span className="chamados__datas">
      <Badge tone={tom}>
        {prazo.atrasado ? mensagensPrazos.atrasado : mensagensPrazos.venceEm(prazo.minutos_uteis_restantes)}
      </Badge>
      <span className="chamados__aberto">
        <span className="visually-hidden">{mensagensPrazos.alvos[prazo.alvo]}: </span>
        <DateTime iso={prazo.vence_em} />
      </span>
    </span>
  );
}
