/** What other features may use of the users: the list's query (the logs' user filter searches it). */
export { usuariosQuery } from './usuariosApi.ts';
