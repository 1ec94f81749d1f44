import * as z from 'zod';
import { formatarPreco } from '../format/money.ts';

/** Spec section 3: the activity log's types. */
export const tipoLogSchema = z.enum(['Pedido', 'Produto', 'Usuario', 'Sistema']);
export type TipoLog = z.infer<typeof tipoLogSchema>;

/** An activity log entry as the API returns it (GET /api/admin/logs). */
export const logSchema = z.object({
  id: z.string(),
  tipo: tipoLogSchema,
  acao: z.string(),
  usuario: z.string(),
  detalhes: z.string(),
  created_at: z.string(),
});
export type Log = z.infer<typeof logSchema>;

const itens = (quantidade: number) => `${quantidade} ${quantidade === 1 ? 'item' : 'itens'}`;

/** What the API writes in the log: actions (short, they pick the icon on /logs) and their details. */
export const textosAtividade = {
  acoes: {
    login: 'Login',
    logout: 'Logout',
    verificacaoEmail: 'Verificação de e-mail',
    pedidoCriado: 'Pedido criado',
    statusAlterado: 'Status do pedido alterado',
    pedidoCancelado: 'Pedido cancelado',
    pedidoFinalizado: 'Pedido finalizado',
  },
  detalhes: {
    loginSenha: 'Login com usuário e senha',
    loginAposVerificacao: 'Login com usuário e senha após verificação de e-mail',
    primeiroLoginMicrosoft: 'Primeiro login com conta Microsoft',
    loginMicrosoft: 'Login com conta Microsoft',
    logout: 'Saiu do portal',
    emailVerificado: 'E-mail verificado',
    pedidoCriado: (numero: number, quantidadeItens: number, total: number) =>
      `Pedido #${numero} criado com ${itens(quantidadeItens)}, total ${formatarPreco(total)}`,
    statusAlterado: (numero: number, de: string, para: string, motivo: string | null) =>
      `Pedido #${numero}: ${de} → ${para}${motivo ? `. Motivo: ${motivo}` : ''}`,
  },
  /** The user column of entries written by the system itself (timers, the seed). */
  usuarioSistema: 'Sistema',
} as const;
