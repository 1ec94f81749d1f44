import * as z from 'zod';
import { resumoStatusSchema } from './pedidosConsulta.ts';

export const mensagensDashboard = {
  titulo: 'Painel Administrativo',
  cartoes: {
    produtos: 'Total de Produtos',
    pedidos: 'Total de Pedidos',
    pendentes: 'Pendentes',
    aprovados: 'Aprovados',
    emTransporte: 'Em Transporte',
    entregues: 'Entregues',
    cancelados: 'Cancelados',
    usuarios: 'Total de Usuários',
  },
  atalhos: {
    produtos: 'Gerenciar Produtos',
    pedidos: 'Gerenciar Pedidos',
    usuarios: 'Gerenciar Usuários',
    logs: 'Logs do Sistema',
  },
  pedidosPorSemanaTitulo: 'Pedidos por semana (últimas 12 semanas)',
  maisVendidosTitulo: 'Produtos mais pedidos neste mês',
  semVendas: 'Nenhum pedido neste mês ainda.',
  erroCarregar: 'Erro ao carregar o painel',
} as const;

/**
 * GET /api/admin/dashboard: the spec's cards (products, orders by status, users), counted on the server,
 * and beyond the spec the orders of each of the last 12 weeks and this month's five most ordered products
 * (cancelled orders left out), weeks and months in America/Sao_Paulo.
 */
export const dashboardResponseSchema = z.object({
  produtos: z.number().int(),
  usuarios: z.number().int(),
  pedidos: resumoStatusSchema,
  pedidosPorSemana: z.array(
    z.object({
      /** The Monday that starts the week, 'yyyy-mm-dd'. */
      inicio: z.string(),
      quantidade: z.number().int(),
    }),
  ),
  maisVendidos: z.array(z.object({ produto_id: z.string(), nome: z.string(), quantidade: z.number().int() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
