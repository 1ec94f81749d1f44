import { mensagensPrazos } from '@portal/shared/mensagens/prazos';
import type { PrazosPainel } from '@portal/shared/schemas/prazosPainel';
import { Link } from '@tanstack/react-router';
import { StatCard } from '../../components/StatCard.tsx';

/**
 * Issue 36: tickets past their deadline and those due before midnight, with the late list a click away. Nothing while
 * deadlines are off (the API sends no counts).
 */
export function PrazosChamadosSection({ prazos }: { prazos: PrazosPainel | undefined }) {
  if (!prazos) return null;
  return (
    <section className="painel-admin__secao" aria-labelledby="painel-admin-prazos">
      <h2 id="painel-admin-prazos" className="painel-admin__subtitulo">
        {mensagensPrazos.painel.titulo}
      </h2>
      <dl className="stat-grid__list">
        <StatCard
          label={mensagensPrazos.painel.atrasados}
          value={prazos.atrasados.toLocaleString('pt-BR')}
          tone={prazos.atrasados > 0 ? 'cancelado' : 'neutro'}
        />
        <StatCard
          label={mensagensPrazos.painel.vencemHoje}
          value={prazos.vencemHoje.toLocaleString('pt-BR')}
          tone="pendente"
        />
      </dl>
      <p>
        <Link to="/admin-chamados" search={{ atrasados: '1', ordem: 'prazo' }}>
          {mensagensPrazos.painel.verAtrasados}
        </Link>
      </p>
    </section>
  );
}
