import type { DadosChamado, StatusChamado } from '../schemas/chamado.ts';
import { type CalculoHorario, type Janela, msPorHora, type Trecho, vencimento } from './horarioComercial.ts';

/** The ticket types with their own targets: the invoices form, and each Marketing request type. */
export const tiposPrazo = ['Notas', 'Campanha', 'Material', 'Serviço'] as const;
export type TipoPrazo = (typeof tiposPrazo)[number];

/** The two clocks of a ticket. */
export const alvosPrazo = ['primeira_resposta', 'resolucao'] as const;
export type AlvoPrazo = (typeof alvosPrazo)[number];

/** Business hours to the first support reply and to the resolution. */
export type Metas = Readonly<Record<AlvoPrazo, number>>;

/** The defaults: invoices are paid on dates, so they are answered sooner; a campaign takes longest. */
export const metasPadrao: ReadonlyMap<TipoPrazo, Metas> = new Map<TipoPrazo, Metas>([
  ['Notas', { primeira_resposta: 4, resolucao: 16 }],
  ['Campanha', { primeira_resposta: 8, resolucao: 40 }],
  ['Material', { primeira_resposta: 8, resolucao: 32 }],
  ['Serviço', { primeira_resposta: 8, resolucao: 24 }],
]);

/** Which targets a ticket follows; null for a ticket outside the types (none filed today). */
export function tipoPrazoDe(chamado: Pick<DadosChamado, 'formulario' | 'tipoSolicitacao'>): TipoPrazo | null {
  if (chamado.formulario === 'Lançamento de Notas e Despesas') return 'Notas';
  const tipo = tiposPrazo.find((candidato) => candidato === chamado.tipoSolicitacao);
  return chamado.formulario === 'Solicitações de Marketing' && tipo ? tipo : null;
}

/** The share of a target at which support is warned by e-mail. */
export const fracaoAviso = 0.8;

/** What a ticket's clocks are read from: its status history and its replies' sides and times. */
export interface HistoricoPrazo {
  created_at: string;
  historico_status: readonly { status: StatusChamado; em: string }[];
  mensagens: readonly { autor: { lado: 'solicitante' | 'suporte' }; em: string }[];
}

/** Statuses in which the resolution clock does not run: waiting for the requester, or done. */
const parado = new Set<StatusChamado>(['Aguardando franqueado', 'Resolvido']);

/**
 * The two clocks as running intervals. First response: from filing to the first support reply (or a resolution
 * without one). Resolution: runs while the ticket is open or in progress, pauses while 'Aguardando franqueado',
 * stops at 'Resolvido' and resumes when it is reopened.
 */
export function trechosDoChamado(chamado: HistoricoPrazo): Record<AlvoPrazo, Trecho[]> {
  const criado = Date.parse(chamado.created_at);
  const resposta = chamado.mensagens.find((mensagem) => mensagem.autor.lado === 'suporte')?.em;
  const resolvido = chamado.historico_status.find((evento) => evento.status === 'Resolvido')?.em;
  const fimPrimeira = [resposta, resolvido].filter((em) => em !== undefined).map((em) => Date.parse(em));
  const resolucao: Trecho[] = [];
  let aberto: number | null = criado;
  for (const { status, em } of chamado.historico_status) {
    const instante = Date.parse(em);
    if (parado.has(status) && aberto !== null) {
      resolucao.push({ inicio: aberto, fim: instante });
      aberto = null;
    } else if (!parado.has(status) && aberto === null) {
      aberto = instante;
    }
  }
  if (aberto !== null) resolucao.push({ inicio: aberto, fim: null });
  return {
    primeira_resposta: [{ inicio: criado, fim: fimPrimeira.length > 0 ? Math.min(...fimPrimeira) : null }],
    resolucao,
  };
}

/**
 * One clock: its due time while it runs, or the one it missed while paused (null when it is stopped, or paused in
 * time), and when it reaches its warning share.
 */
export interface EstadoRelogio {
  alvo: AlvoPrazo;
  rodando: boolean;
  vence_em: number | null;
  /** When it reaches `fracaoAviso` of its target (null when it never will as it stands). */
  aviso_em: number | null;
  meta: number;
}

/** Both clocks of a ticket: they depend on its history alone, not on the present. */
export function relogiosDoChamado(calculo: CalculoHorario, chamado: HistoricoPrazo, metas: Metas): EstadoRelogio[] {
  const trechos = trechosDoChamado(chamado);
  // Waiting for the requester pauses the resolution clock; it cannot clear a breach, so a target missed before the
  // pause keeps its missed due time (a clock paused in time has none: `vencimento` finds none in its intervals).
  const aguardando = chamado.historico_status.at(-1)?.status === 'Aguardando franqueado';
  return alvosPrazo.map((alvo) => {
    const meta = metas[alvo] * msPorHora;
    const rodando = trechos[alvo].at(-1)?.fim === null;
    const pausado = alvo === 'resolucao' && aguardando;
    return {
      alvo,
      rodando,
      vence_em: rodando || pausado ? vencimento(calculo, trechos[alvo], meta) : null,
      aviso_em: rodando ? vencimento(calculo, trechos[alvo], Math.round(meta * fracaoAviso)) : null,
      meta,
    };
  });
}

/** A list of items, or one message naming what is wrong. */
type Leitura<T> = { ok: true; valor: T } | { ok: false; erro: string };

const diasDaSemana = /^([1-7])(?:-([1-7]))?$/;
const hora = /^([01]\d|2[0-4]):([0-5]\d)$/;

/**
 * The `SLA_EXPEDIENTE` setting: `;`-separated entries `<days> <HH:MM>-<HH:MM>`, days as ISO weekdays (1 Monday … 7
 * Sunday) alone or as a range — '1-5 08:00-18:00; 6 08:00-12:00'. Days not named are off.
 */
export function lerExpediente(texto: string): Leitura<(Janela | null)[]> {
  const semana: (Janela | null)[] = [null, null, null, null, null, null, null];
  for (const entrada of texto.split(';').map((parte) => parte.trim())) {
    const [dias = '', janela = '', ...resto] = entrada.split(/\s+/);
    const [de = '', ate = ''] = janela.split('-');
    const faixa = diasDaSemana.exec(dias);
    const [inicio, fim] = [hora.exec(de), hora.exec(ate)].map((h) => (h ? Number(h[1]) * 60 + Number(h[2]) : null));
    if (!faixa || inicio == null || fim == null || resto.length > 0 || fim <= inicio || fim > 24 * 60) {
      return { ok: false, erro: `expected '<days> HH:MM-HH:MM' entries such as '1-5 08:00-18:00', got '${entrada}'` };
    }
    const primeiro = Number(faixa[1]);
    const ultimo = Number(faixa[2] ?? faixa[1]);
    if (ultimo < primeiro) return { ok: false, erro: `days run backwards in '${entrada}'` };
    for (let dia = primeiro; dia <= ultimo; dia++) semana[dia % 7] = { inicio, fim };
  }
  return { ok: true, valor: semana };
}

/**
 * The `SLA_METAS` setting: `;`-separated `<type>=<first response>/<resolution>` in business hours, each type one of
 * `tiposPrazo` — 'Notas=2/8; Campanha=8/60'. Types not named keep their defaults.
 */
export function lerMetas(texto: string): Leitura<Map<TipoPrazo, Metas>> {
  const metas = new Map(metasPadrao);
  for (const entrada of texto.split(';').map((parte) => parte.trim())) {
    if (entrada === '') continue;
    const [, nome = '', primeira = '', resolucao = ''] =
      /^([^=]+)=\s*(\d{1,4}(?:\.\d+)?)\s*\/\s*(\d{1,4}(?:\.\d+)?)$/.exec(entrada) ?? [];
    const tipo = tiposPrazo.find((candidato) => candidato === nome.trim());
    if (!tipo || Number(primeira) <= 0 || Number(resolucao) <= 0) {
      return {
        ok: false,
        erro: `expected '<${tiposPrazo.join('|')}>=<first response hours>/<resolution hours>', got '${entrada}'`,
      };
    }
    metas.set(tipo, { primeira_resposta: Number(primeira), resolucao: Number(resolucao) });
  }
  return { ok: true, valor: metas };
}
