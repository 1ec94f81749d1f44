import { formatDateTime } from '@portal/shared/format/dates';
import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import type { BacklogOutbox } from '@portal/shared/schemas/health';

/**
 * Issue 33: the e-mail outbox as the alert reads it — how many e-mails wait and since when, how many were given up
 * on, and the e-mail service's pause after a 429 (its sending limit reached).
 */
export function EnvioEmailsSection({ emails }: { emails: BacklogOutbox }) {
  const { pendentes, falhas, maisAntigoMinutos, limitadoAte } = emails;
  return (
    <section className="painel-admin__secao envio-emails" aria-labelledby="painel-admin-envio-emails">
      <h2 id="painel-admin-envio-emails" className="painel-admin__subtitulo">
        {mensagensPainelAdmin.emailsTitulo}
      </h2>
      <p className="envio-emails__fila">
        {pendentes === 0
          ? mensagensPainelAdmin.emailsEmDia
          : mensagensPainelAdmin.emailsNaFila(pendentes, maisAntigoMinutos)}
      </p>
      {limitadoAte !== null && (
        <p className="envio-emails__aviso">{mensagensPainelAdmin.emailsLimitados(formatDateTime(limitadoAte))}</p>
      )}
      {falhas > 0 && <p className="envio-emails__aviso">{mensagensPainelAdmin.emailsFalhas(falhas)}</p>}
    </section>
  );
}
