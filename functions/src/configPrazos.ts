import { addIssue, lerExpediente, lerMetas } from '@portal/shared';
import * as z from 'zod/mini';

/** A zone the platform's time-zone database knows. */
const fusoValido = (fuso: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: fuso });
    return true;
  } catch {
    return false;
  }
};

/** A setting read by one of the shared parsers: its value, or its message as the setting's problem. */
const lido =
  <T>(ler: (texto: string) => { ok: true; valor: T } | { ok: false; erro: string }) =>
  (texto: string, context: z.core.ParsePayload): T => {
    const leitura = ler(texto);
    if (leitura.ok) return leitura.valor;
    addIssue(context, { message: leitura.erro });
    return z.NEVER;
  };

/**
 * Issue 36's settings: ticket deadlines in business hours, with the issue's defaults so nothing needs setting.
 * `SLA_ATIVO=false` switches the feature off (no deadlines, no status 'Aguardando franqueado', no e-mails).
 */
export const configPrazos = {
  SLA_ATIVO: z.pipe(
    z._default(z.enum(['true', 'false'], { error: "expected 'true' or 'false'" }), 'true'),
    z.transform((valor) => valor === 'true'),
  ),
  SLA_FUSO_HORARIO: z
    ._default(z.string(), 'America/Sao_Paulo')
    .check(z.refine(fusoValido, 'expected an IANA time zone')),
  SLA_EXPEDIENTE: z.pipe(z._default(z.string(), '1-5 08:00-18:00'), z.transform(lido(lerExpediente))),
  /** Days off beyond the national holidays, comma-separated 'yyyy-mm-dd' (the zone's days). */
  SLA_FERIADOS: z.pipe(
    z.pipe(
      z.pipe(
        z._default(z.string(), ''),
        z.transform((texto) =>
          texto
            .split(',')
            .map((dia) => dia.trim())
            .filter((dia) => dia !== ''),
        ),
      ),
      z.array(z.iso.date({ error: "expected comma-separated 'yyyy-mm-dd' days" })),
    ),
    z.transform((dias) => new Set(dias)),
  ),
  SLA_METAS: z.pipe(z._default(z.string(), ''), z.transform(lido(lerMetas))),
};
