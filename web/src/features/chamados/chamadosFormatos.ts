import type { StatusChamado } from '@portal/shared/schemas/chamado';
import type { BadgeTone } from '../../components/Badge.tsx';

/** The ticket statuses in the Badge's tones: open yellow, in progress blue, resolved green. */
const tons: Record<StatusChamado, BadgeTone> = {
  Aberto: 'pendente',
  'Em andamento': 'transporte',
  Resolvido: 'aprovado',
};

export const tomDoStatusChamado = (status: StatusChamado): BadgeTone => tons[status];
