import { createProdutosRepository } from '../data/produtos/produtosRepository.ts';
import { createProdutosAdmin } from '../services/produtos/produtosAdmin.ts';
import { createProdutosService } from '../services/produtos/produtosService.ts';
import { clientsOf } from './clients.ts';
import { logsDomain } from './logs.ts';
import { perPlatform } from './platform.ts';

/** The catalog: its repository (the cart, stock and the admin panel read it too), the shop's and the admin's services. */
export const produtosDomain = perPlatform((platform) => {
  const { cosmos, blobs, now } = clientsOf(platform);
  const produtos = createProdutosRepository(cosmos.containers.produtos);
  return {
    produtos,
    produtosService: createProdutosService(produtos, blobs),
    produtosAdmin: createProdutosAdmin({ produtos, blobs, activity: logsDomain(platform).activity, now }),
  };
});
