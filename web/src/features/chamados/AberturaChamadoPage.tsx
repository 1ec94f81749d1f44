import { mensagensTelas } from '@portal/shared';
import { UpcomingPage } from '../placeholders/UpcomingPage.tsx';

/** /chamados — 'Abertura de Chamados' (being built: issue 10). */
export function AberturaChamadoPage() {
  return <UpcomingPage title={mensagensTelas.aberturaChamados} />;
}
