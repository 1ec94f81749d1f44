import type { Chamado } from '@portal/shared';
import type { ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';

/** A ticket as the API returns it, with the version it was read at (sent back to change its status). */
export function toChamado({ doc, etag }: Versioned<ChamadoDoc>): Chamado {
  const { tipo: _tipo, userId: _userId, numero, usuario_chave: _chave, anexos, ...campos } = doc;
  return {
    ...campos,
    id: numero,
    user: { username: doc.user.username, email: doc.user.email },
    anexos: anexos.map(({ nome, tamanho, contentType }, indice) => ({ indice, nome, tamanho, contentType })),
    versao: etag,
  };
}
