import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import type { Unidade } from '@portal/shared/schemas/unidades';
import type { UsuarioAdmin } from '@portal/shared/schemas/usuariosAdmin';
import { useId } from 'react';
import { VerbaUnidade } from './VerbaUnidade.tsx';
import { VinculoForm } from './VinculoForm.tsx';

const rotulos = mensagensUnidades.rotulos;

/** A unit's address on one line, as a letter would carry it. */
export const enderecoEmLinha = ({ endereco }: Pick<Unidade, 'endereco'>) =>
  [
    `${endereco.rua}, ${endereco.numero}${endereco.complemento ? ` — ${endereco.complemento}` : ''}`,
    endereco.bairro,
    `${endereco.cidade}/${endereco.estado}`,
    endereco.cep,
  ].join(', ');

/**
 * One unit (issue 36): its data, the 'Editar' button, its users with 'Desvincular' each, and a select of the other
 * users with 'Vincular', and its gift budget of the current period with the form that sets it.
 */
export function UnidadeCard({
  unidade,
  usuarios,
  ocupado,
  onEditar,
  onVinculo,
  verba,
}: {
  unidade: Unidade;
  /** Every user, for the select (those already linked are left out). */
  usuarios: readonly UsuarioAdmin[];
  ocupado: boolean;
  onEditar: () => void;
  onVinculo: (usuarioId: string, vincular: boolean) => void;
  /** The budget's section (issue 36); absent until the budgets are read. */
  verba?: Parameters<typeof VerbaUnidade>[0];
}) {
  const id = useId();
  const ligados = new Set(unidade.usuarios.map((usuario) => usuario.id));
  const livres = usuarios.filter((usuario) => !ligados.has(usuario.id));
  return (
    <li className="unidade" aria-labelledby={`${id}-nome`} aria-busy={ocupado || undefined}>
      <div className="unidade__topo">
        <h2 id={`${id}-nome`} className="unidade__nome">
          {unidade.nome}
        </h2>
        <button type="button" className="button button--secondary" onClick={onEditar}>
          {mensagensUnidades.editar}
          <span className="visually-hidden"> — {unidade.nome}</span>
        </button>
      </div>
      <dl className="unidade__dados">
        <div>
          <dt>{rotulos.cnpj}</dt>
          <dd>{unidade.cnpj}</dd>
        </div>
        <div>
          <dt>{rotulos.razaoSocial}</dt>
          <dd>{unidade.razao_social}</dd>
        </div>
        <div>
          <dt>{rotulos.telefone}</dt>
          <dd>{unidade.telefone}</dd>
        </div>
        <div>
          <dt>{rotulos.endereco}</dt>
          <dd>{enderecoEmLinha(unidade)}</dd>
        </div>
      </dl>
      <section className="unidade__usuarios" aria-labelledby={`${id}-usuarios`}>
        <h3 id={`${id}-usuarios`} className="unidade__subtitulo">
          {rotulos.usuarios}
        </h3>
        {unidade.usuarios.length === 0 ? (
          <p className="unidade__vazio">{rotulos.nenhumUsuario}</p>
        ) : (
          <ul className="unidade__vinculos">
            {unidade.usuarios.map((usuario) => (
              <li key={usuario.id}>
                <span>
                  {usuario.username} <span className="unidade__email">{usuario.email}</span>
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={ocupado}
                  onClick={() => onVinculo(usuario.id, false)}
                >
                  {rotulos.desvincular}
                  <span className="visually-hidden"> — {usuario.username}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <VinculoForm
          rotulo={rotulos.vincularUsuario}
          botao={rotulos.vincular}
          opcoes={livres.map((usuario) => ({ value: usuario.id, label: `${usuario.username} — ${usuario.email}` }))}
          ocupado={ocupado}
          onVincular={(usuarioId) => onVinculo(usuarioId, true)}
        />
      </section>
      {verba && <VerbaUnidade {...verba} />}
    </li>
  );
}
