import { createPainelAdminService } from '../services/painelAdmin/painelAdminService.ts';
import { createPrazosPainel } from '../services/painelAdmin/prazosPainel.ts';
import { chamadosDomain } from './chamados.ts';
import { clientsOf } from './clients.ts';
import { pedidosDomain } from './pedidos.ts';
import { perPlatform } from './platform.ts';
import { produtosDomain } from './produtos.ts';
import { usuariosDomain } from './usuarios.ts';

/** The admin panel's figures: orders, products, users and the e-mail backlog. */
export const painelAdminDomain = perPlatform((platform) => {
  const { outbox, now } = clientsOf(platform);
  return {
    painelAdmin: createPainelAdminService(
      pedidosDomain(platform).pedidosRepository,
      produtosDomain(platform).produtos,
      usuariosDomain(platform).usuarios,
      outbox.backlog,
      now,
    ),
    prazosPainel: createPrazosPainel(chamadosDomain(platform).chamadosRepository, chamadosDomain(platform).prazos, now),
  };
});
