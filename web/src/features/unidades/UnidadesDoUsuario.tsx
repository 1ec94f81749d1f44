import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import type { Unidade } from '@portal/shared/schemas/unidades';
import type { UsuarioAdmin } from '@portal/shared/schemas/usuariosAdmin';
import { useId } from 'react';
import { VinculoForm } from './VinculoForm.tsx';
import './unidades.css';

const rotulos = mensagensUnidades.rotulos;

/**
 * A user's units on their /users card (issue 36), each with 'Desvincular', and a select of the others. Nothing while
 * the network has no unit: the card is then the spec's.
 */
export function UnidadesDoUsuario({
  usuario,
  unidades,
  ocupado,
  onVinculo,
}: {
  usuario: UsuarioAdmin;
  unidades: readonly Unidade[];
  ocupado: boolean;
  onVinculo: (unidadeId: string, vincular: boolean) => void;
}) {
  const id = useId();
  if (unidades.length === 0) return null;
  const ligadas = new Set(usuario.unidades);
  return (
    <section className="usuario-unidades" aria-labelledby={id}>
      <h3 id={id} className="unidade__subtitulo">
        {rotulos.unidadesDoUsuario}
        <span className="visually-hidden"> — {usuario.username}</span>
      </h3>
      {ligadas.size > 0 && (
        <ul className="unidade__vinculos">
          {unidades
            .filter((unidade) => ligadas.has(unidade.id))
            .map((unidade) => (
              <li key={unidade.id}>
                <span>{unidade.nome}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={ocupado}
                  onClick={() => onVinculo(unidade.id, false)}
                >
                  {rotulos.desvincular}
                  <span className="visually-hidden"> — {unidade.nome}</span>
                </button>
              </li>
            ))}
        </ul>
      )}
      <VinculoForm
        rotulo={rotulos.vincularUnidade}
        botao={rotulos.vincular}
        opcoes={unidades
          .filter((unidade) => !ligadas.has(unidade.id))
          .map((unidade) => ({ value: unidade.id, label: unidade.nome }))}
        ocupado={ocupado}
        onVincular={(unidadeId) => onVinculo(unidadeId, true)}
      />
    </section>
  );
}
