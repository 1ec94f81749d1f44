import type { StatusChamado } from '@portal/shared/schemas/chamado';
import type { BadgeTone } from '../../components/Badge.tsx';

/** The ticket statuses in the Badge's tones: open yellow, in progress blue, waiting for the requester grey, resolved green. */
const tons: Record<StatusChamado, BadgeTone> = {
  Aberto: 'pendente',
  'Em andamento': 'transporte',
  'Aguardando franqueado': 'neutro',
  Resolvido: 'aprovado',
};

export const tomDoStatusChamado = (status: StatusChamado): BadgeTone => tons[status];
