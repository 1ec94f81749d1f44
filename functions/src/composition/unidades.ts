import { createUnidadesRepository } from '../data/unidades/unidadesRepository.ts';
import { createVerbasRepository } from '../data/verbas/verbasRepository.ts';
import { createMovimentosVerba } from '../services/estoque/movimentosVerba.ts';
import { createUnidadesAdmin } from '../services/unidades/unidadesAdmin.ts';
import { createUnidadesDoUsuario } from '../services/unidades/unidadesDoUsuario.ts';
import { createVerbaUnidades } from '../services/unidades/verbaUnidades.ts';
import { clientsOf } from './clients.ts';
import { logsDomain } from './logs.ts';
import { perPlatform } from './platform.ts';
import { usuariosDomain } from './usuarios.ts';

/**
 * Franchise units (issue 36): their repository, the admin's service (units and the links of users to them) and a
 * user's own units (the checkout's), and their gift budgets — whose movements orders make through the stock service.
 */
export const unidadesDomain = perPlatform((platform) => {
  const { cosmos, now } = clientsOf(platform);
  const unidades = createUnidadesRepository(cosmos.containers.unidades);
  const verbasRepository = createVerbasRepository(cosmos.containers.verbas);
  const verbas = createMovimentosVerba({ verbas: verbasRepository, now });
  const verbaUnidades = createVerbaUnidades({
    unidades,
    verbasRepository,
    verbas,
    activity: logsDomain(platform).activity,
    periodo: platform.config.VERBA_PERIODO,
    now,
  });
  return {
    unidades,
    verbas,
    verbaUnidades,
    unidadesAdmin: createUnidadesAdmin({
      unidades,
      usuarios: usuariosDomain(platform).usuarios,
      activity: logsDomain(platform).activity,
      now,
    }),
    unidadesDoUsuario: createUnidadesDoUsuario(unidades, verbaUnidades.dasUnidades),
  };
});
