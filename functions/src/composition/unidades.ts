import { createUnidadesRepository } from '../data/unidades/unidadesRepository.ts';
import { createUnidadesAdmin } from '../services/unidades/unidadesAdmin.ts';
import { clientsOf } from './clients.ts';
import { logsDomain } from './logs.ts';
import { perPlatform } from './platform.ts';
import { usuariosDomain } from './usuarios.ts';

/** Franchise units (issue 36): their repository and the admin's service (units and the links of users to them). */
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
  };
});
