import { textosChamados } from '@portal/shared';
import { UpcomingPage } from '../placeholders/UpcomingPage.tsx';
import type { BuscaChamados, EscopoChamados } from './buscaUrl.ts';

export interface ChamadosPageProps {
  escopo: EscopoChamados;
  busca: BuscaChamados;
  onBusca: (busca: BuscaChamados) => void;
}

/** /meus-chamados and /admin-chamados (being built: issue 10). */
export function ChamadosPage({ escopo }: ChamadosPageProps) {
  return <UpcomingPage title={escopo === 'admin' ? textosChamados.gestao : textosChamados.meusChamados} />;
}
