import { authDomain } from '../composition/auth.ts';
import { carrinhoDomain } from '../composition/carrinho.ts';
import { chamadosDomain } from '../composition/chamados.ts';
import { clientsOf } from '../composition/clients.ts';
import { logsDomain } from '../composition/logs.ts';
import { painelAdminDomain } from '../composition/painelAdmin.ts';
import { pedidosDomain } from '../composition/pedidos.ts';
import { type Clock, type Platform, systemClock } from '../composition/platform.ts';
import { produtosDomain } from '../composition/produtos.ts';
import { unidadesDomain } from '../composition/unidades.ts';
import { uploadsDomain } from '../composition/uploads.ts';
import { usuariosDomain } from '../composition/usuarios.ts';
import type { Config } from '../config.ts';
import { type Senhas, senhas } from '../services/auth/passwords.ts';

/**
 * Every domain of a platform at once, for what works beside the app — the launcher's seed, tests, benches: the same
 * instances the app's routes use when registered with `platform` (registerFunctions.ts). The app itself builds a
 * domain at its routes' first request.
 */
export function createDependencies(config: Config, clock: Clock = systemClock, senhasDoApp?: Senhas) {
  const platform: Platform = { config, clock, senhas: senhasDoApp };
  return {
    platform,
    config,
    clock,
    /** Password hashing: the seed and the tests make their users' hashes with it. */
    senhas: senhasDoApp ?? senhas,
    ...clientsOf(platform),
    ...logsDomain(platform),
    ...produtosDomain(platform),
    ...usuariosDomain(platform),
    ...carrinhoDomain(platform),
    ...uploadsDomain(platform),
    ...pedidosDomain(platform),
    ...chamadosDomain(platform),
    ...authDomain(platform),
    ...painelAdminDomain(platform),
    ...unidadesDomain(platform),
  };
}

export type Dependencies = ReturnType<typeof createDependencies>;
