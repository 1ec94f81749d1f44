import { mensagensTelas } from '@portal/shared';

/** Screens whose issues are still open render their title and a short notice. */
export function UpcomingPage({ title }: { title: string }) {
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <p className="page__subtitle">{mensagensTelas.emBreve}</p>
    </main>
  );
}
