import type { Container } from '@azure/cosmos';

/** The order documents of these users as the database keeps them: what the tests check beside the API's answers. */
export const pedidosGuardados = async (pedidos: Container, userIds: readonly string[]) =>
  (
    await pedidos.items
      .query({
        query: "SELECT * FROM c WHERE c.tipo = 'pedido' AND ARRAY_CONTAINS(@usuarios, c.userId)",
        parameters: [{ name: '@usuarios', value: [...userIds] }],
      })
      .fetchAll()
  ).resources;
