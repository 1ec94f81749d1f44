import type { TomStatus } from '@portal/shared/domain/statusPedido';
import type { ReactNode } from 'react';
import './badge.css';

/**
 * The shared order-status tones (pending yellow, approved green, transport blue, delivered light green,
 * cancelled red, other grey), usable for any label.
 */
export type BadgeTone = TomStatus;

export const badgeTones: readonly BadgeTone[] = [
  'pendente',
  'aprovado',
  'transporte',
  'entregue',
  'cancelado',
  'neutro',
];

/** A short status label; the text carries the meaning, the colour only repeats it. */
export function Badge({ tone = 'neutro', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
