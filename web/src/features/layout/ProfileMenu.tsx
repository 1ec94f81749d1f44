import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { session } from '../../app/session.ts';
import { useDismiss } from '../../components/useDismiss.ts';
import { clearMicrosoftSession, registrarSaida, useSession } from '../auth/index.ts';

/** Profile icon with a dropdown: greeting, e-mail and 'Sair'. */
export function ProfileMenu() {
  const { session: current } = useSession();
  const { config } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss({ open, onDismiss: () => setOpen(false), container, trigger: button });

  const user = current?.user;
  if (!user) return null;

  const signOut = async () => {
    // The server records the sign-out; leaving must work even if it cannot be reached.
    await registrarSaida().catch((error: unknown) => console.error(error));
    // Signing out also clears every cached answer of this user (see main.tsx).
    session.signOut();
    // Leave before ending a work-account session, which may download MSAL: the sign-in screen takes clicks as soon
    // as it shows, and a navigation arriving after one would take the user back from where they went.
    await navigate({ to: '/microsoft-login' });
    await clearMicrosoftSession(config.microsoft).catch((error) => console.error(error));
  };

  return (
    <div className="profile-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="profile-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Menu do perfil"
        onClick={() => setOpen((value) => !value)}
      >
        {user.username.charAt(0).toUpperCase()}
      </button>
      {open && (
        <div className="profile-menu__dropdown" id={menuId}>
          <p className="profile-menu__greeting">{mensagensTelas.saudacao(user.username)}</p>
          <p className="profile-menu__email">{user.email}</p>
          <button type="button" className="button button--block button--danger" onClick={signOut}>
            Sair
          </button>
        </div>
      )}
    </div>
  );
}
