/** What other features may use of the units: their list, the link of a user to one, and a user's units (/users). */

export { UnidadesDoUsuario } from './UnidadesDoUsuario.tsx';
export { alterarVinculo, unidadesKeys, unidadesQuery } from './unidadesApi.ts';
