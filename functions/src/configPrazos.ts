import { lerExpediente, lerMetas } from '@portal/shared';
import * as z from 'zod';

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
  (texto: string, context: z.RefinementCtx): T => {
    const leitura = ler(texto);
    if (leitura.ok) return leitura.valor;
    context.addIssue({ code: 'custom', message: leitura.erro });
    return z.NEVER;
  };

/**
 * Issue 36's settings: ticket deadlines in business hours, with the issue's defaults so nothing needs setting.
 * `SLA_ATIVO=false` switches the feature off (no deadlines, no status 'Aguardando franqueado', no e-mails).
 */
export const configPrazos = {
  SLA_ATIVO: z
    .enum(['true', 'false'], { error: "expected 'true' or 'false'" })
    .default('true')
    .transform((valor) => valor === 'true'),
  SLA_FUSO_HORARIO: z.string().default('America/Sao_Paulo').refine(fusoValido, 'expected an IANA time zone'),
  SLA_EXPEDIENTE: z.string().default('1-5 08:00-18:00').transform(lido(lerExpediente)),
  /** Days off beyond the national holidays, comma-separated 'yyyy-mm-dd' (the zone's days). */
  SLA_FERIADOS: z
    .string()
    .default('')
    .transform((texto) =>
      texto
        .split(',')
        .map((dia) => dia.trim())
        .filter((dia) => dia !== ''),
    )
    .pipe(z.array(z.iso.date({ error: "expected comma-separated 'yyyy-mm-dd' days" })))
    .transform((dias) => new Set(dias)),
  SLA_METAS: z.string().default('').transform(lido(lerMetas)),
};
