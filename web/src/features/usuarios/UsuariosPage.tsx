import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import { mensagensUsuarios } from '@portal/shared/mensagens/usuarios';
import { listaUsuariosQuerySchema, type UsuarioAdmin } from '@portal/shared/schemas/usuariosAdmin';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { NoticeLine, useNotice } from '../../components/NoticeLine.tsx';
import { failureReason } from '../../lib/apiClient.ts';
import { searchValues, validateSearch, withFilter } from '../../lib/urlSearch.ts';
import { useSearchFilters } from '../../lib/useSearchFilters.ts';
import { useSession } from '../auth/index.ts';
import { alterarVinculo, LazyUnidadesDoUsuario, unidadesKeys, unidadesQuery } from '../unidades/index.ts';
import { type BuscaUsuarios, chavesBuscaUsuarios } from './buscaUrl.ts';
import { bloqueioDoPapel, ehAdministrador, falhaAoAlterar, falhaAoCarregar, papelPedido } from './papeis.ts';
import { UsuarioCard } from './UsuarioCard.tsx';
import { alterarPapel, usuariosKeys, usuariosQuery } from './usuariosApi.ts';
import './usuarios.css';

/** The user as the API now has them, in every cached list, before the lists are read again. */
function guardarUsuario(queryClient: QueryClient, usuario: UsuarioAdmin) {
  queryClient.setQueriesData<UsuarioAdmin[]>({ queryKey: usuariosKeys.todos }, (lista) =>
    lista?.map((atual) => (atual.id === usuario.id ? usuario : atual)),
  );
}

const valoresDe = (busca: BuscaUsuarios) => searchValues(chavesBuscaUsuarios, busca);
const validar = (busca: BuscaUsuarios) => validateSearch(listaUsuariosQuerySchema, busca);

/**
 * /users — 'Gerenciamento de Usuários' (spec sections 2, 4, 6, 8): a card per user with the
 * 'Administrador' checkbox, the dismissible message line and, beyond the spec, a search by name or
 * e-mail, kept in the URL and answered by the API once typing stops.
 */
export function UsuariosPage({
  busca,
  onBusca,
}: {
  /** The search as the URL has it. */
  busca: BuscaUsuarios;
  /** Replaces the search in the URL. */
  onBusca: (busca: BuscaUsuarios) => void;
}) {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const buscaId = useId();
  const { valores, validacao } = useSearchFilters(busca, valoresDe, validar);
  const usuarios = useQuery({
    ...usuariosQuery({ busca: validacao.ok ? validacao.filtros.busca : undefined }),
    enabled: validacao.ok,
    // The previous search's cards stay, dimmed, while the new one loads.
    placeholderData: keepPreviousData,
  });
  const { aviso, mostrar, fechar } = useNotice();
  const alteracao = useMutation({ mutationFn: alterarPapel });
  // Set in the click itself: the controlled checkbox shows the new state at once (the mutation's own
  // pending state arrives a tick later, and React would put the old state back meanwhile).
  const [emAndamento, setEmAndamento] = useState<ReadonlyMap<string, 'admin' | 'user'>>(new Map());
  const marcarAndamento = (id: string, role?: 'admin' | 'user') =>
    setEmAndamento((atual) => {
      const proximo = new Map(atual);
      if (role) proximo.set(id, role);
      else proximo.delete(id);
      return proximo;
    });

  const alterar = async (usuario: UsuarioAdmin, administrador: boolean) => {
    const pedido = { id: usuario.id, role: papelPedido(administrador) };
    marcarAndamento(pedido.id, pedido.role);
    try {
      const { user } = await alteracao.mutateAsync(pedido);
      guardarUsuario(queryClient, user);
      mostrar(mensagensUsuarios.atualizado);
    } catch (error) {
      mostrar(falhaAoAlterar(error));
    }
    // Spec section 8: the list reloads (after a refusal too: the user may have changed meanwhile). A read still in
    // flight (a search typed during the change) may hold the old role: it is dropped first, since TanStack Query would
    // otherwise join it instead of reading again when the list has no answer yet.
    await queryClient.cancelQueries({ queryKey: usuariosKeys.todos });
    await queryClient.invalidateQueries({ queryKey: usuariosKeys.todos });
    marcarAndamento(pedido.id);
  };

  // Issue 36: the network's units, for each card's links (none registered: the cards are the spec's).
  const unidades = useQuery(unidadesQuery());
  const vinculo = useMutation({ mutationFn: alterarVinculo });
  const alterarUnidade = async (usuarioId: string, unidadeId: string, vincular: boolean) => {
    try {
      const { message, user } = await vinculo.mutateAsync({ usuarioId, unidadeId, vincular });
      guardarUsuario(queryClient, user);
      mostrar(message);
    } catch (error) {
      mostrar(failureReason(error, mensagensUnidades.erroVincular));
    }
    await queryClient.invalidateQueries({ queryKey: unidadesKeys.lista });
  };

  const lista = usuarios.data ?? [];

  return (
    <main className="page usuarios">
      <h1 className="page__title">{mensagensTelas.gerenciamentoUsuarios}</h1>

      <search className="usuarios__busca">
        <div className="field">
          <label className="field__label" htmlFor={buscaId}>
            Buscar usuário
          </label>
          <input
            id={buscaId}
            className="field__input"
            type="search"
            value={valores.busca}
            onChange={(event) => onBusca(withFilter(busca, 'busca', event.target.value))}
            placeholder="Nome ou e-mail"
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </search>

      <NoticeLine aviso={aviso} onFechar={fechar} />

      {!validacao.ok && (
        <p className="usuarios__estado usuarios__estado--erro" role="alert">
          {validacao.mensagem}
        </p>
      )}
      {validacao.ok && usuarios.isPending && (
        <p className="usuarios__estado" role="status">
          {mensagensUsuarios.carregando}
        </p>
      )}
      {usuarios.isError && (
        <LoadFailure
          className="usuarios__estado usuarios__estado--erro"
          mensagem={falhaAoCarregar(usuarios.error)}
          onTentarNovamente={usuarios.refetch}
        />
      )}
      {usuarios.isSuccess && lista.length === 0 && <p className="usuarios__estado">{mensagensUsuarios.nenhum}</p>}
      {lista.length > 0 && session && (
        <ul className="usuarios__lista" aria-label="Usuários" aria-busy={usuarios.isPlaceholderData || undefined}>
          {lista.map((usuario) => {
            const pedido = emAndamento.get(usuario.id);
            return (
              <UsuarioCard
                key={usuario.id}
                usuario={usuario}
                administrador={pedido ? pedido === 'admin' : ehAdministrador(usuario.role)}
                bloqueio={bloqueioDoPapel(session.user, usuario)}
                ocupado={pedido !== undefined}
                onAlterar={(administrador) => alterar(usuario, administrador)}
              >
                {(unidades.data?.length ?? 0) > 0 && (
                  <Suspense fallback={null}>
                    <LazyUnidadesDoUsuario
                      usuario={usuario}
                      unidades={unidades.data ?? []}
                      ocupado={vinculo.isPending && vinculo.variables.usuarioId === usuario.id}
                      onVinculo={(unidadeId, vincular) => alterarUnidade(usuario.id, unidadeId, vincular)}
                    />
                  </Suspense>
                )}
              </UsuarioCard>
            );
          })}
        </ul>
      )}
    </main>
  );
}
