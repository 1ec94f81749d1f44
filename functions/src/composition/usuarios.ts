import { createUsuariosRepository } from '../data/usuarios/usuariosRepository.ts';
import { createUsuariosAdmin } from '../services/usuarios/usuariosAdmin.ts';
import { clientsOf } from './clients.ts';
import { logsDomain } from './logs.ts';
import { perPlatform } from './platform.ts';

/** The users: their repository (sign-in, tickets and the admin panel read it too) and the permissions' admin. */
export const usuariosDomain = perPlatform((platform) => {
  const { cosmos, now } = clientsOf(platform);
  const usuarios = createUsuariosRepository(cosmos.containers.usuarios);
  return { usuarios, usuariosAdmin: createUsuariosAdmin(usuarios, logsDomain(platform).activity, now) };
});
