import { createUnidadesRepository } from '../data/unidades/unidadesRepository.ts';
import { createUnidadesAdmin } from '../services/unidades/unidadesAdmin.ts';
import { createUnidadesDoUsuario } from '../services/unidades/unidadesDoUsuario.ts';
import { clientsOf } from './clients.ts';
import { logsDomain } from './logs.ts';
import { perPlatform } from './platform.ts';
import { usuariosDomain } from './usuarios.ts';

/**
 * Franchise units (issue 36): their repository, the admin's service (units and the links of users to them) and a
 * user's own units (the checkout's).
 */
export const unidadesDomain = perPlatform((platform) => {
  const { cosmos, now } = clientsOf(platform);
  const unidades = createUnidadesRepository(cosmos.containers.unidades);
  return {
    unidades,
    unidadesAdmin: createUnidadesAdmin({
      unidades,
      usuarios: usuariosDomain(platform).usuarios,
      activity: logsDomain(platform).activity,
      now,
    }),
    unidadesDoUsuario: createUnidadesDoUsuario(unidades),
  };
});
