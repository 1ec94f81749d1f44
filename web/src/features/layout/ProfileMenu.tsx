import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod';
import { api, session } from '../../app/session.ts';
import { clearMicrosoftSession } from '../auth/msal.ts';
import { useSession } from '../auth/useSession.ts';

/** Profile icon with a dropdown: greeting, e-mail and 'Sair'. */
export function ProfileMenu() {
  const { session: current } = useSession();
  const { config } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const user = current?.user;
  if (!user) return null;

  const signOut = async () => {
    // The server records the sign-out; leaving must work even if it cannot be reached.
    await api.post('/api/logout', { schema: z.unknown(), fallbackError: '' }).catch((error) => console.error(error));
    session.signOut();
    queryClient.clear();
    await clearMicrosoftSession(config.microsoft).catch((error) => console.error(error));
    await navigate({ to: '/microsoft-login' });
  };

  return (
    <div className="profile-menu" ref={container}>
      <button
        type="button"
        className="profile-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Menu do perfil"
        onClick={() => setOpen((value) => !value)}
      >
        {user.username.charAt(0).toUpperCase()}
      </button>
      {open && (
        <div className="profile-menu__dropdown" id={menuId} role="menu">
          <p className="profile-menu__greeting">Olá, {user.username}!</p>
          <p className="profile-menu__email">{user.email}</p>
          <button type="button" role="menuitem" className="button button--block button--danger" onClick={signOut}>
            Sair
          </button>
        </div>
      )}
    </div>
  );
}
