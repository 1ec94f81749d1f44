import { createCarrinhosRepository } from '../data/carrinho/carrinhosRepository.ts';
import { createCarrinhoService } from '../services/carrinho/carrinhoService.ts';
import { clientsOf } from './clients.ts';
import { perPlatform } from './platform.ts';
import { produtosDomain } from './produtos.ts';

/** The cart (kept in the `pedidos` container, decision 62); placing an order and ordering again use it too. */
export const carrinhoDomain = perPlatform((platform) => {
  const { cosmos, now } = clientsOf(platform);
  return {
    carrinho: createCarrinhoService(
      createCarrinhosRepository(cosmos.containers.pedidos),
      produtosDomain(platform).produtos,
      now,
    ),
  };
});
