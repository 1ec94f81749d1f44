import { formatDate } from '@portal/shared/format/dates';
import { mensagensUsuarios } from '@portal/shared/mensagens/usuarios';
import type { UsuarioAdmin } from '@portal/shared/schemas/usuariosAdmin';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../components/Badge.tsx';
import '../../components/form/form.css';
import { tomDoPapel } from './papeis.ts';

/** The avatar's letter: the username's first character (a whole emoji or accented letter), upper-case. */
const inicial = (username: string) => (Array.from(username.trim())[0] ?? '?').toLocaleUpperCase('pt-BR');

/**
 * One user (spec section 2): avatar initial, username, e-mail, role badge, 'Verificado' when the e-mail
 * is verified, how they sign in, the creation date and the 'Administrador' checkbox — disabled, with
 * the reason under it, where the current user may not change this one.
 */
export function UsuarioCard({
  usuario,
  administrador,
  bloqueio,
  ocupado,
  onAlterar,
  children,
}: {
  usuario: UsuarioAdmin;
  /** The box's state: the role, or the one being sent. */
  administrador: boolean;
  bloqueio: string | null;
  ocupado: boolean;
  onAlterar: (administrador: boolean) => void;
  /** Beyond the spec, under the role: the user's franchise units (issue 36). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="usuario" aria-labelledby={`${id}-nome`} aria-busy={ocupado || undefined}>
      <div className="usuario__topo">
        <span className="usuario__avatar" aria-hidden="true">
          {inicial(usuario.username)}
        </span>
        <div className="usuario__identidade">
          <h2 id={`${id}-nome`} className="usuario__nome">
            {usuario.username}
          </h2>
          <p className="usuario__email">{usuario.email}</p>
        </div>
      </div>
      <p className="usuario__selos">
        <Badge tone={tomDoPapel[usuario.role]}>{mensagensUsuarios.rotulosPapel[usuario.role]}</Badge>
        {usuario.email_verified && <Badge tone="entregue">{mensagensUsuarios.verificado}</Badge>}
      </p>
      <dl className="usuario__dados">
        <div>
          <dt>Acesso</dt>
          <dd>{mensagensUsuarios.origem[usuario.origem]}</dd>
        </div>
        <div>
          <dt>Criado em</dt>
          <dd>
            <time dateTime={usuario.created_at}>{formatDate(usuario.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Atividades</dt>
          <dd>
            {/* The log filtered by this user's id: names are not unique across sign-in kinds. */}
            <Link to="/logs" search={{ usuarioId: usuario.id }}>
              {mensagensUsuarios.verNoLog}
              <span className="visually-hidden"> — {usuario.username}</span>
            </Link>
          </dd>
        </div>
      </dl>
      <div className="usuario__papel">
        <label className="check">
          <input
            type="checkbox"
            checked={administrador}
            disabled={bloqueio !== null || ocupado}
            aria-describedby={bloqueio ? `${id}-bloqueio` : undefined}
            onChange={(event) => onAlterar(event.target.checked)}
          />
          <span>
            {mensagensUsuarios.administrador}
            <span className="visually-hidden"> — {usuario.username}</span>
          </span>
        </label>
        {bloqueio && (
          <span id={`${id}-bloqueio`} className="field__hint">
            {bloqueio}
          </span>
        )}
      </div>
      {children}
    </li>
  );
}
