import { formatarData, mensagensUsuarios, type UsuarioAdmin } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Badge } from '../../components/Badge.tsx';
import type { Column } from '../../components/DataTable.tsx';
import '../../components/form/form.css';
import { tomDoPapel } from './papeis.ts';

/** The avatar's letter: the username's first character (a whole emoji or accented letter), upper-case. */
const inicial = (username: string) => (Array.from(username.trim())[0] ?? '?').toLocaleUpperCase('pt-BR');

/**
 * One user per row of the lists' table (a card on phones), spec section 2: avatar initial, username and e-mail,
 * role badge and 'Verificado' when the e-mail is verified, how they sign in, the creation date and their log.
 */
export const colunasUsuarios: readonly Column<UsuarioAdmin>[] = [
  {
    id: 'usuario',
    header: 'Usuário',
    rowHeader: true,
    largura: 'linha',
    // The e-mail under the name, as /logs shows who: seven columns fit 1280 px.
    cell: (usuario) => (
      <span className="usuario__identidade">
        <span className="usuario__avatar" aria-hidden="true">
          {inicial(usuario.username)}
        </span>
        <span className="usuario__nome">{usuario.username}</span>
        <span className="usuario__email">{usuario.email}</span>
      </span>
    ),
  },
  {
    id: 'papel',
    header: 'Papel',
    cell: (usuario) => (
      <span className="usuario__selos">
        <Badge tone={tomDoPapel[usuario.role]}>{mensagensUsuarios.rotulosPapel[usuario.role]}</Badge>
        {usuario.email_verified && <Badge tone="entregue">{mensagensUsuarios.verificado}</Badge>}
      </span>
    ),
  },
  { id: 'acesso', header: 'Acesso', largura: 'linha', cell: (usuario) => mensagensUsuarios.origem[usuario.origem] },
  {
    id: 'criado',
    header: 'Criado em',
    largura: 'linha',
    cell: (usuario) => <time dateTime={usuario.created_at}>{formatarData(usuario.created_at)}</time>,
  },
  {
    id: 'log',
    header: 'Atividades',
    largura: 'linha',
    // The log filtered by this user's id: names are not unique across sign-in kinds.
    cell: (usuario) => (
      <Link to="/logs" search={{ usuarioId: usuario.id }}>
        {mensagensUsuarios.verNoLog}
        <span className="visually-hidden"> — {usuario.username}</span>
      </Link>
    ),
  },
];

/**
 * The row's 'Administrador' checkbox (spec section 4) — disabled, with the reason under it, where the current user
 * may not change this one, and while a change is sent.
 */
export function CaixaAdministrador({
  usuario,
  administrador,
  bloqueio,
  ocupado,
  onAlterar,
}: {
  usuario: UsuarioAdmin;
  /** The box's state: the role, or the one being sent. */
  administrador: boolean;
  bloqueio: string | null;
  ocupado: boolean;
  onAlterar: (administrador: boolean) => void;
}) {
  const id = useId();
  return (
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
  );
}
