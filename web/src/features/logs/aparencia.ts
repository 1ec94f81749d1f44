import { type IconeAcao, iconeDaAcao, type TipoLog, type TomLog, tomDoTipoLog } from '@portal/shared/schemas/logs';
import type { BadgeTone } from '../../components/Badge.tsx';
import type { IconName } from '../../components/Icon.tsx';

const icones: Record<IconeAcao, IconName> = {
  criar: 'criar',
  editar: 'editar',
  excluir: 'lixeira',
  finalizar: 'finalizar',
  cancelar: 'cancelar',
  login: 'entrar',
  logout: 'sair',
  padrao: 'atividade',
};

/** The icon drawn beside an action's text (spec section 9: create, edit, delete, finish, cancel, login, logout, other). */
export const iconeDoLog = (acao: string): IconName => icones[iconeDaAcao(acao)];

/**
 * Spec section 9's type colours on the badge palette: order green, product blue, user yellow, other grey
 * (the light green of 'Entregue', so the column reads as evenly as the other tinted badges).
 */
const tons: Record<TomLog, BadgeTone> = {
  pedido: 'entregue',
  produto: 'transporte',
  usuario: 'pendente',
  neutro: 'neutro',
};

export const tomDoLog = (tipo: TipoLog): BadgeTone => tons[tomDoTipoLog(tipo)];
