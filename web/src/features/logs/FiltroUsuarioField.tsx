import { mensagensLogs } from '@portal/shared/mensagens/logs';
import { mensagensUsuarios } from '@portal/shared/mensagens/usuarios';
import type { UsuarioAdmin } from '@portal/shared/schemas/usuariosAdmin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Combobox } from '../../components/Combobox.tsx';
import type { FilterControl } from '../../components/FilterBar.tsx';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { usuariosQuery } from '../usuarios/index.ts';

/** Users offered at once: enough to find one by a few letters, few enough for a phone's screen. */
const usuariosPorBusca = 10;

const rotuloDo = (usuario: UsuarioAdmin) => mensagensLogs.usuarioEscolhido(usuario.username, usuario.email);

/**
 * The /logs user filter (spec: "user text"): a field that finds users by part of their name or e-mail as one types
 * (the API searches, a few at a time) and filters by the one chosen, by id — two users may share a name (decision
 * 71). Out of the field it shows the chosen user, named from the id the URL holds; emptied, it filters no user.
 */
export function FiltroUsuarioField({ id, value: usuarioId, onChange }: FilterControl) {
  const queryClient = useQueryClient();
  /** What is typed while searching; null shows the chosen user. */
  const [digitado, setDigitado] = useState<string | null>(null);
  const [aberto, setAberto] = useState(false);
  const busca = useDebouncedValue((digitado ?? '').trim(), (digitado ?? '').trim(), 300);

  const escolhido = useQuery({ ...usuariosQuery({ id: usuarioId }), enabled: usuarioId !== '' });
  const encontrados = useQuery({
    ...usuariosQuery({ busca: busca || undefined, limite: usuariosPorBusca }),
    enabled: aberto,
    // The last answer stays while the next search runs, instead of the list closing and opening per key.
    placeholderData: keepPreviousData,
  });

  const usuario = escolhido.data?.[0];
  // An id nobody has (a user removed, a link typed by hand) shows as it is.
  const rotuloEscolhido = usuarioId === '' ? '' : usuario ? rotuloDo(usuario) : escolhido.isPending ? '' : usuarioId;
  const opcoes = encontrados.data ?? [];
  const aviso = encontrados.isError
    ? mensagensUsuarios.erroCarregar()
    : encontrados.isPending
      ? mensagensUsuarios.carregando
      : opcoes.length === 0
        ? mensagensUsuarios.nenhum
        : null;

  return (
    <Combobox
      id={id}
      texto={digitado ?? rotuloEscolhido}
      onTexto={(texto) => {
        setDigitado(texto);
        if (texto.trim() === '' && usuarioId !== '') onChange('');
      }}
      aberto={aberto}
      onAberto={setAberto}
      opcoes={opcoes.map((encontrado) => ({
        valor: encontrado.id,
        rotulo: encontrado.username,
        detalhe: encontrado.email,
      }))}
      aviso={aviso}
      onEscolher={({ valor }) => {
        const novo = opcoes.find((encontrado) => encontrado.id === valor);
        // Named at once, without asking the API for the user just listed.
        if (novo) queryClient.setQueryData(usuariosQuery({ id: valor }).queryKey, [novo]);
        setDigitado(null);
        onChange(valor);
      }}
      onSair={() => setDigitado(null)}
      rotuloLista={mensagensLogs.filtroUsuarioLista}
      placeholder={mensagensLogs.filtroUsuarioDica}
    />
  );
}
