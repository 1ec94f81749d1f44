import * as z from 'zod/mini';
import { mensagensPedidos, mensagensRastreio, mensagensStatus } from '../mensagens/pedidos.ts';
import { addIssue } from '../schemas/addIssue.ts';
import { rastreioInformadoSchema, type StatusPedido, statusPedidoSchema } from '../schemas/pedido.ts';

/** The statuses shown and offered by the selector, in its order; 'Em Preparação' is shown as 'Em Transporte'. */
export const statusExibidos = [
  'Pendente de Aprovação',
  'Aprovado',
  'Em Transporte',
  'Entregue',
  'Cancelado',
] as const satisfies readonly StatusPedido[];
export type StatusExibido = (typeof statusExibidos)[number];

/** Badge tones; the SPA maps them to colours (pending yellow, approved green, transport blue…). */
export type TomStatus = 'pendente' | 'aprovado' | 'transporte' | 'entregue' | 'cancelado' | 'neutro';

const tons: Record<StatusPedido, TomStatus> = {
  'Pendente de Aprovação': 'pendente',
  Aprovado: 'aprovado',
  'Em Preparação': 'transporte',
  'Em Transporte': 'transporte',
  Entregue: 'entregue',
  Cancelado: 'cancelado',
};

/** The spec warns the server may send other values, so lists and badges take any string. */
export function ehStatusPedido(valor: string): valor is StatusPedido {
  return statusPedidoSchema.safeParse(valor).success;
}

export function statusExibido(status: StatusPedido): StatusExibido {
  return status === 'Em Preparação' ? 'Em Transporte' : status;
}

/** The server value for a status chosen in the selector. */
export function statusParaEnvio(escolhido: StatusExibido): StatusPedido {
  return escolhido === 'Em Transporte' ? 'Em Preparação' : escolhido;
}

/** The server values a status filter matches, for server-side queries. */
export function statusDoFiltro(filtro: StatusExibido): StatusPedido[] {
  return statusPedidoSchema.options.filter((status) => statusExibido(status) === filtro);
}

export function correspondeAoFiltro(status: string, filtro: StatusExibido): boolean {
  return ehStatusPedido(status) && statusExibido(status) === filtro;
}

/** 'Em Transporte' as shown: the statuses whose order may carry a carrier and tracking code (issue 21). */
export function emTransporte(status: string): boolean {
  return ehStatusPedido(status) && statusExibido(status) === 'Em Transporte';
}

/** A delivered order is final. */
export function podeAlterarStatus(atual: string): boolean {
  return atual !== 'Entregue';
}

export function exigeConfirmacao(alvo: StatusPedido): boolean {
  return alvo === 'Entregue';
}

export function exigeMotivo(alvo: StatusPedido): boolean {
  return alvo === 'Cancelado';
}

export function tomDoStatus(status: string): TomStatus {
  return ehStatusPedido(status) ? tons[status] : 'neutro';
}

/** The stat cards of the order screens and the dashboard. */
export interface ResumoStatus {
  total: number;
  pendentes: number;
  aprovados: number;
  /** 'Em Transporte' and 'Em Preparação'. */
  emTransporte: number;
  entregues: number;
  cancelados: number;
}

const cartoes: Record<StatusExibido, Exclude<keyof ResumoStatus, 'total'>> = {
  'Pendente de Aprovação': 'pendentes',
  Aprovado: 'aprovados',
  'Em Transporte': 'emTransporte',
  Entregue: 'entregues',
  Cancelado: 'cancelados',
};

/** The cards from per-status counts (the server counts with an aggregate query); unknown statuses count in total only. */
export function resumirContagens(contagens: Readonly<Record<string, number>>): ResumoStatus {
  const resumo: ResumoStatus = { total: 0, pendentes: 0, aprovados: 0, emTransporte: 0, entregues: 0, cancelados: 0 };
  for (const [status, quantidade] of Object.entries(contagens)) {
    resumo.total += quantidade;
    if (ehStatusPedido(status)) resumo[cartoes[statusExibido(status)]] += quantidade;
  }
  return resumo;
}

/** The cards from the statuses of a list of orders. */
export function resumirStatus(statuses: Iterable<string>): ResumoStatus {
  const contagens = new Map<string, number>();
  for (const status of statuses) contagens.set(status, (contagens.get(status) ?? 0) + 1);
  return resumirContagens(Object.fromEntries(contagens));
}

/**
 * PUT /api/admin/pedidos/{id}/status (spec section 7): server values only; a reason only when cancelling; a carrier
 * and tracking code only when the order goes (or is) in transport — given, they replace the order's; absent, they
 * leave it as it is.
 */
export const atualizarStatusPedidoSchema = z.pipe(
  z.object({
    status: z.enum(statusPedidoSchema.options, { error: mensagensStatus.statusInvalido }),
    motivo_cancelamento: z.nullish(
      z
        .string({ error: mensagensPedidos.campoInvalido('motivo_cancelamento') })
        .check(z.trim(), z.maxLength(500, mensagensStatus.motivoLongo)),
    ),
    rastreio: z.nullish(rastreioInformadoSchema),
  }),
  z.transform((corpo, context) => {
    const rastreio = corpo.rastreio ?? null;
    if (rastreio && !emTransporte(corpo.status)) {
      addIssue(context, { code: 'custom', message: mensagensRastreio.soEmTransporte, path: ['rastreio'] });
      return z.NEVER;
    }
    if (corpo.status !== 'Cancelado') return { status: corpo.status, motivo_cancelamento: null, rastreio };
    if (!corpo.motivo_cancelamento) {
      addIssue(context, { code: 'custom', message: mensagensStatus.motivoObrigatorio, path: ['motivo_cancelamento'] });
      return z.NEVER;
    }
    return { status: corpo.status, motivo_cancelamento: corpo.motivo_cancelamento, rastreio };
  }),
);
export type AtualizarStatusPedido = z.infer<typeof atualizarStatusPedidoSchema>;

/** PUT /api/admin/pedidos/{id}/rastreio: corrects (or, with null, removes) the carrier and code of an order in transport. */
export const atualizarRastreioSchema = z.object({
  // A missing key is not a removal: only an explicit null removes.
  rastreio: z.pipe(
    z.unknown().check(z.refine((valor) => valor !== undefined, mensagensRastreio.codigoObrigatorio)),
    z.nullable(rastreioInformadoSchema),
  ),
});
