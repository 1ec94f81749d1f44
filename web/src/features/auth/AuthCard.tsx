import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark.tsx';
import './auth.css';

/** The centred card every sign-in screen uses. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="auth-screen">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <BrandMark className="auth-card__logo" />
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}
