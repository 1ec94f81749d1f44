import { mensagensUnidades, type UnidadeDoPedido, type UnidadeDoUsuario, type Verba } from '@portal/shared';
import type { UnidadesRepository } from '../../data/unidades/unidadesRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { notFound } from '../../errors.ts';

/**
 * A user's own units (issue 36): the checkout lists them and fills the order form from one, and an order names one
 * only if it is the user's. The links are read from the user's document, which the request's session check has just
 * read: an unlinked unit is refused from the next request on.
 */
export function createUnidadesDoUsuario(
  unidades: UnidadesRepository,
  /** The current period's budgets of some units (verbaUnidades.ts): each unit shows its balance. */
  verbas: (ids: readonly string[]) => Promise<Map<string, Verba>>,
) {
  return {
    async minhas(user: UsuarioDoc): Promise<UnidadeDoUsuario[]> {
      const ids = user.unidades ?? [];
      const [docs, saldos] = await Promise.all([unidades.doIds(ids), verbas(ids)]);
      return docs
        .map(({ id, nome, cnpj, razao_social, telefone, endereco }) => ({
          id,
          nome,
          cnpj,
          razao_social,
          telefone,
          endereco,
          saldo: saldos.get(id)?.saldo ?? null,
        }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    },

    /**
     * The copy an order keeps of the unit it names: refused as not found when the unit is not one of the user's
     * (whether or not it exists, as another user's order is), before anything of the order is stored.
     */
    async paraPedido(user: UsuarioDoc, id: string): Promise<UnidadeDoPedido> {
      const naoEncontrada = () => notFound(mensagensUnidades.naoEncontrada);
      if (!user.unidades?.includes(id)) throw naoEncontrada();
      const unidade = (await unidades.read(id))?.doc;
      if (!unidade) throw naoEncontrada();
      return { id: unidade.id, nome: unidade.nome, cnpj: unidade.cnpj, razao_social: unidade.razao_social };
    },
  };
}
export type UnidadesDoUsuario = ReturnType<typeof createUnidadesDoUsuario>;
