import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { Unidade, UnidadeRequest } from '@portal/shared/schemas/unidades';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { NoticeLine, useNotice } from '../../components/NoticeLine.tsx';
import { errorMessage, failureReason } from '../../lib/apiClient.ts';
import { usuariosQuery } from '../usuarios/index.ts';
import { UnidadeCard } from './UnidadeCard.tsx';
import { UnidadeModal } from './UnidadeModal.tsx';
import {
  alterarVinculo,
  definirVerba,
  salvarUnidade,
  unidadesKeys,
  unidadesQuery,
  verbasQuery,
} from './unidadesApi.ts';
import './unidades.css';

/** The form's state: closed, a new unit, or the unit being edited. */
type Formulario = { aberto: false } | { aberto: true; unidade: Unidade | null };

/**
 * /admin-unidades (issue 36): the network's franchise units, each with its users; 'Nova Unidade' and 'Editar' open
 * the unit's form, and each card links and unlinks users and sets the unit's gift budget of the current period.
 */
export function UnidadesAdminPage() {
  const queryClient = useQueryClient();
  const unidades = useQuery(unidadesQuery());
  const usuarios = useQuery(usuariosQuery({}));
  const { aviso, mostrar, fechar } = useNotice();
  const [formulario, setFormulario] = useState<Formulario>({ aberto: false });
  const salvar = useMutation({ mutationFn: salvarUnidade });
  const vinculo = useMutation({ mutationFn: alterarVinculo });
  const verbas = useQuery(verbasQuery());
  const verba = useMutation({ mutationFn: definirVerba });

  const recarregar = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: unidadesKeys.lista }),
      queryClient.invalidateQueries({ queryKey: ['usuarios'] }),
    ]);

  const enviar = async (unidade: Unidade | null, corpo: UnidadeRequest) => {
    const { message } = await salvar.mutateAsync({ unidade, corpo });
    setFormulario({ aberto: false });
    mostrar(message);
    await recarregar();
  };

  const alterar = async (unidadeId: string, usuarioId: string, vincular: boolean) => {
    try {
      mostrar((await vinculo.mutateAsync({ usuarioId, unidadeId, vincular })).message);
    } catch (error) {
      mostrar(failureReason(error, mensagensUnidades.erroVincular));
    }
    await recarregar();
  };

  /** Sets a unit's budget; whether it was saved (the form then clears). */
  const salvarVerba = async (unidadeId: string, valor: number) => {
    try {
      mostrar((await verba.mutateAsync({ unidadeId, valor })).message);
      await queryClient.invalidateQueries({ queryKey: unidadesKeys.verbas });
      return true;
    } catch (error) {
      mostrar(failureReason(error, mensagensVerba.erroSalvar));
      return false;
    }
  };
  const verbaDa = new Map(verbas.data?.verbas.map((item) => [item.unidade_id, item]));

  const lista = unidades.data ?? [];
  return (
    <main className="page unidades">
      <div className="unidades__topo">
        <h1 className="page__title">{mensagensUnidades.titulo}</h1>
        <button type="button" className="button" onClick={() => setFormulario({ aberto: true, unidade: null })}>
          {mensagensUnidades.nova}
        </button>
      </div>

      <NoticeLine aviso={aviso} onFechar={fechar} />

      {unidades.isPending && (
        <p className="unidades__estado" role="status">
          {mensagensUnidades.carregando}
        </p>
      )}
      {unidades.isError && (
        <LoadFailure
          className="unidades__estado unidades__estado--erro"
          mensagem={errorMessage(unidades.error, mensagensUnidades.erroCarregar)}
          onTentarNovamente={unidades.refetch}
        />
      )}
      {unidades.isSuccess && lista.length === 0 && <p className="unidades__estado">{mensagensUnidades.nenhuma}</p>}
      {lista.length > 0 && (
        <ul className="unidades__lista" aria-label={mensagensUnidades.titulo}>
          {lista.map((unidade) => (
            <UnidadeCard
              key={unidade.id}
              unidade={unidade}
              usuarios={usuarios.data ?? []}
              ocupado={vinculo.isPending && vinculo.variables.unidadeId === unidade.id}
              onEditar={() => setFormulario({ aberto: true, unidade })}
              onVinculo={(usuarioId, vincular) => alterar(unidade.id, usuarioId, vincular)}
              verba={
                verbas.data && {
                  verba: verbaDa.get(unidade.id),
                  periodo: verbas.data.periodo,
                  ocupado: verba.isPending && verba.variables.unidadeId === unidade.id,
                  onDefinir: (valor) => salvarVerba(unidade.id, valor),
                }
              }
            />
          ))}
        </ul>
      )}

      {formulario.aberto && (
        <UnidadeModal
          unidade={formulario.unidade}
          onEnviar={(corpo) => enviar(formulario.unidade, corpo)}
          onFechar={() => setFormulario({ aberto: false })}
        />
      )}
    </main>
  );
}
