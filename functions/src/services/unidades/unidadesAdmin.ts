import { randomUUID } from 'node:crypto';
import {
  maximoUnidadesPorUsuario,
  mensagensUnidades,
  mensagensUsuarios,
  type Unidade,
  type UnidadeRequest,
  type UsuarioAdmin,
} from '@portal/shared';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { UnidadeDoc, UnidadesRepository } from '../../data/unidades/unidadesRepository.ts';
import type { UsuarioDoc, UsuariosRepository } from '../../data/usuarios/usuariosRepository.ts';
import { ConcurrencyConflict, conflict, invalid, notFound } from '../../errors.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import { toUsuarioAdmin } from '../usuarios/usuariosAdmin.ts';

export interface UnidadesAdminDeps {
  unidades: UnidadesRepository;
  usuarios: UsuariosRepository;
  activity: ActivityLog;
  now: () => Date;
}

type Vinculado = Pick<UsuarioDoc, 'id' | 'username' | 'email'>;

const toUnidade = ({ doc, etag }: Versioned<UnidadeDoc>, usuarios: readonly Vinculado[]): Unidade => ({
  id: doc.id,
  nome: doc.nome,
  cnpj: doc.cnpj,
  razao_social: doc.razao_social,
  telefone: doc.telefone,
  endereco: doc.endereco,
  versao: etag,
  created_at: doc.created_at,
  updated_at: doc.updated_at,
  usuarios: usuarios.map(({ id, username, email }) => ({ id, username, email })),
});

/**
 * Franchise units and their users (issue 36): an admin registers units and links users to them. A unit's edit is a
 * conditional write on the version the admin saw, as a product's; a link lives on the user's document and changes
 * by the user's own compare-and-swap, so two admins linking the same user to two units both keep theirs.
 */
export function createUnidadesAdmin(deps: UnidadesAdminDeps) {
  const { unidades, usuarios, now } = deps;
  const naoEncontrada = () => notFound(mensagensUnidades.naoEncontrada);

  const log = (admin: UsuarioDoc, acao: string, detalhes: string) =>
    deps.activity
      // Under 'Usuario': the activity log's four types (and the /logs cards that count them) stay the spec's.
      .record({ tipo: 'Usuario', acao, detalhes, usuario: admin })
      .catch((error: unknown) => console.warn(`unidades: activity log failed (${acao})`, error));
  const logUnidade = (admin: UsuarioDoc, acao: string, doc: UnidadeDoc) =>
    log(admin, acao, mensagensUnidades.atividade.unidade(doc.nome, doc.cnpj));

  /** The users linked to one unit, from the linked users' list. */
  const usuariosDa = (id: string, vinculados: readonly (Vinculado & { unidades?: string[] })[]) =>
    vinculados.filter((usuario) => usuario.unidades?.includes(id));

  /** Adds or removes one link on the user's document; the unit must exist to be linked. */
  async function alterarVinculo(admin: UsuarioDoc, userId: string, unidadeId: string, vincular: boolean) {
    const unidade = await unidades.read(unidadeId);
    if (!unidade && vincular) throw naoEncontrada();
    let mudou = false;
    const salvo = await usuarios.update(userId, (atual) => {
      if (!atual) throw notFound(mensagensUsuarios.usuarioNaoEncontrado);
      const ligadas = atual.unidades ?? [];
      mudou = ligadas.includes(unidadeId) !== vincular;
      if (!mudou) return null;
      if (vincular && ligadas.length >= maximoUnidadesPorUsuario) {
        throw invalid(mensagensUnidades.maximoVinculos(maximoUnidadesPorUsuario));
      }
      const proximas = vincular ? [...ligadas, unidadeId] : ligadas.filter((id) => id !== unidadeId);
      return { ...atual, unidades: proximas, updated_at: now().toISOString() };
    });
    if (!salvo) throw notFound(mensagensUsuarios.usuarioNaoEncontrado);
    if (mudou) {
      const acao = vincular ? mensagensUnidades.atividade.vinculada : mensagensUnidades.atividade.desvinculada;
      await log(admin, acao, mensagensUnidades.atividade.vinculo(salvo.username, unidade?.doc.nome ?? unidadeId));
    }
    return toUsuarioAdmin(salvo);
  }

  return {
    async list(): Promise<Unidade[]> {
      const [todas, vinculados] = await Promise.all([unidades.listAll(), usuarios.vinculados()]);
      return todas.map((unidade) => toUnidade(unidade, usuariosDa(unidade.doc.id, vinculados)));
    },

    async create(admin: UsuarioDoc, request: UnidadeRequest): Promise<Unidade> {
      const time = now().toISOString();
      const doc: UnidadeDoc = { id: randomUUID(), ...request, created_at: time, updated_at: time };
      const criada = await unidades.create(doc);
      await logUnidade(admin, mensagensUnidades.atividade.criada, doc);
      return toUnidade(criada, []);
    },

    /** An edit; `versao` is the version the admin saw (If-Match), refused when the unit changed since. */
    async update(admin: UsuarioDoc, id: string, request: UnidadeRequest, versao: string | null): Promise<Unidade> {
      const stale = () => conflict(mensagensUnidades.versaoDesatualizada);
      const atual = await unidades.read(id);
      if (!atual) throw naoEncontrada();
      if (versao && versao !== atual.etag) throw stale();
      const doc: UnidadeDoc = { ...atual.doc, ...request, updated_at: now().toISOString() };
      let salva: Versioned<UnidadeDoc>;
      try {
        salva = await unidades.replace(doc, atual.etag);
      } catch (error) {
        if (error instanceof ConcurrencyConflict) throw stale();
        throw error;
      }
      await logUnidade(admin, mensagensUnidades.atividade.atualizada, doc);
      return toUnidade(salva, usuariosDa(id, await usuarios.vinculados()));
    },

    vincular: (admin: UsuarioDoc, userId: string, unidadeId: string): Promise<UsuarioAdmin> =>
      alterarVinculo(admin, userId, unidadeId, true),
    desvincular: (admin: UsuarioDoc, userId: string, unidadeId: string): Promise<UsuarioAdmin> =>
      alterarVinculo(admin, userId, unidadeId, false),
  };
}
export type UnidadesAdmin = ReturnType<typeof createUnidadesAdmin>;
