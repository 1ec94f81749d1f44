import { listaUsuariosQuerySchema, mensagensTelas, mensagensUsuarios, type UsuarioAdmin } from '@portal/shared';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DataTable } from '../../components/DataTable.tsx';
import { LinhaAviso, useAviso } from '../../components/LinhaAviso.tsx';
import { ListaPaginada } from '../../components/ListaPaginada.tsx';
import { comFiltro, validarBusca, valoresDaBusca } from '../../lib/buscaNaUrl.ts';
import { useFiltrosDaBusca } from '../../lib/useFiltrosDaBusca.ts';
import { useSession } from '../auth/useSession.ts';
import { type BuscaUsuarios, chavesBuscaUsuarios } from './buscaUrl.ts';
import { CaixaAdministrador, colunasUsuarios } from './colunasUsuarios.tsx';
import { bloqueioDoPapel, ehAdministrador, falhaAoAlterar, falhaAoCarregar, papelPedido } from './papeis.ts';
import { alterarPapel, usuariosKeys, usuariosQuery } from './usuariosApi.ts';
import './usuarios.css';

/** The user as the API now has them, in every cached list, before the lists are read again. */
function guardarUsuario(queryClient: QueryClient, usuario: UsuarioAdmin) {
  queryClient.setQueriesData<UsuarioAdmin[]>({ queryKey: usuariosKeys.todos }, (lista) =>
    lista?.map((atual) => (atual.id === usuario.id ? usuario : atual)),
  );
}

const valoresDe = (busca: BuscaUsuarios) => valoresDaBusca(chavesBuscaUsuarios, busca);
const validar = (busca: BuscaUsuarios) => validarBusca(listaUsuariosQuerySchema, busca);

/**
 * /users — 'Gerenciamento de Usuários' (spec sections 2, 4, 6, 8): the users in the lists' table (a card per
 * user on phones) with the 'Administrador' checkbox, the dismissible message line and, beyond the spec, a search
 * by name or e-mail, kept in the URL and answered by the API once typing stops.
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
  const { valores, validacao } = useFiltrosDaBusca(busca, valoresDe, validar);
  const usuarios = useQuery({
    ...usuariosQuery(validacao.ok ? (validacao.filtros.busca ?? '') : ''),
    enabled: validacao.ok,
    // The previous search's cards stay, dimmed, while the new one loads.
    placeholderData: keepPreviousData,
  });
  const { aviso, mostrar, fechar } = useAviso();
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
    // Spec section 8: the list reloads (after a refusal too: the user may have changed meanwhile).
    await queryClient.invalidateQueries({ queryKey: usuariosKeys.todos });
    marcarAndamento(pedido.id);
  };

  // Without the session nobody can say whose box is locked: no rows until it is there.
  const lista = session && validacao.ok ? (usuarios.data ?? []) : [];

  return (
    <main className="page usuarios tela-lista">
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
            onChange={(event) => onBusca(comFiltro(busca, 'busca', event.target.value))}
            placeholder="Nome ou e-mail"
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </search>

      <LinhaAviso aviso={aviso} onFechar={fechar} />

      <ListaPaginada
        lista={usuarios}
        filtroInvalido={validacao.ok ? undefined : validacao.mensagem}
        textos={{
          carregando: mensagensUsuarios.carregando,
          erroCarregar: mensagensUsuarios.erroCarregar(),
          nenhum: mensagensUsuarios.nenhum,
        }}
        falha={falhaAoCarregar}
      >
        {(vazio) => (
          <DataTable
            caption="Usuários"
            hideCaption
            columns={colunasUsuarios}
            rows={lista}
            rowKey={(usuario) => usuario.id}
            empty={vazio}
            actionsHeader="Permissões"
            rowBusy={(usuario) => emAndamento.has(usuario.id)}
            actions={(usuario) => {
              const pedido = emAndamento.get(usuario.id);
              return (
                session && (
                  <CaixaAdministrador
                    usuario={usuario}
                    administrador={pedido ? pedido === 'admin' : ehAdministrador(usuario.role)}
                    bloqueio={bloqueioDoPapel(session.user, usuario)}
                    ocupado={pedido !== undefined}
                    onAlterar={(administrador) => alterar(usuario, administrador)}
                  />
                )
              );
            }}
          />
        )}
      </ListaPaginada>
    </main>
  );
}
