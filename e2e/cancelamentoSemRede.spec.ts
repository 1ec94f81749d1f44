import { mensagens } from '@portal/shared';
import { comSessao, fazerPedido, novasContas } from './dadosDoTeste.ts';
import { expect, test } from './fixtures.ts';

/**
 * The cancel modal's code loads on demand (components/lazyComponent.tsx, features/pedidos/lazyModals.ts). When it cannot
 * arrive — no connection, or a deploy replaced the files under an open tab — the admin reads the lost
 * connection's message and the list stays as it was, the order's status unchanged.
 */
test("the cancel modal's code cannot arrive: the connection message, and the list stays", async ({ page, request }) => {
  const [admin, cliente] = await novasContas(['admin', 'user']);
  const id = await fazerPedido(request, cliente.username, [{ nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 }]);
  const pedidos: string[] = [];
  await page.route(/\/assets\/CancelamentoModal-[^/]+\.js$/, (route) => {
    pedidos.push(route.request().url());
    return route.abort('internetdisconnected');
  });

  await comSessao(page, admin.username);
  await page.goto(`/admin-pedidos?cliente=${cliente.username}`);
  const seletor = page.getByLabel(`Alterar status do pedido #${id}`);
  await seletor.selectOption('Cancelado');

  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText(mensagens.erroConexao);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect(alerta).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Cancelar Pedido' })).toHaveCount(0);
  await expect(seletor).toHaveValue('Pendente de Aprovação');
  expect(pedidos.length).toBeGreaterThan(0);
});
