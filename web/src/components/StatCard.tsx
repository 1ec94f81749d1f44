import type { ReactNode } from 'react';
import type { BadgeTone } from './Badge.tsx';
import './primitives.css';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  tone?: BadgeTone;
  /** A line under the value (e.g. what the number counts). */
  hint?: string;
}

/** One count of a StatGrid: label, value and an optional hint, with the tone as an accent. */
export function StatCard({ label, value, tone = 'neutro', hint }: StatCardProps) {
  return (
    <div className={`stat-card stat-card--${tone}`}>
      <dt className="stat-card__label">{label}</dt>
      <dd className="stat-card__value">{value}</dd>
      {hint && <dd className="stat-card__hint">{hint}</dd>}
    </div>
  );
}

/** The row of stat cards (a description list: each label names its value); it wraps on phones. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="stat-grid" aria-label={label}>
      <dl className="stat-grid__list">{children}</dl>
    </section>
  );
}
