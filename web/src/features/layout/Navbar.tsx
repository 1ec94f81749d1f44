import { permissoesDe } from '@portal/shared/domain/permissoes';
import { mensagensLoja } from '@portal/shared/mensagens/loja';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { BrandMark } from '../../components/BrandMark.tsx';
import { useDismiss } from '../../components/useDismiss.ts';
import { useSession } from '../auth/index.ts';
import { useQuantidadeCarrinho } from '../carrinho/index.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import './layout.css';

const adminPaths = ['/admin', '/users', '/logs'];

/** PAINEL, HOME, MEUS PEDIDOS, ADMIN (admins and product managers), CARRINHO with its badge, profile menu. */
export function Navbar({ onOpenCarrinho }: { onOpenCarrinho: () => void }) {
  const { session } = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const cartCount = useQuantidadeCarrinho();
  const permissoes = permissoesDe(session?.user.role);
  const showAdmin = permissoes.isAdmin || permissoes.canManageProducts;
  const adminActive = adminPaths.some((path) => pathname.startsWith(path));

  // Close the phone menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes by design.
  useEffect(() => setMenuOpen(false), [pathname]);
  useDismiss({ open: menuOpen, onDismiss: () => setMenuOpen(false), container: header, trigger: toggle });

  return (
    <header className="navbar" ref={header}>
      <div className="navbar__inner">
        <Link to="/painel" className="navbar__brand" aria-label="Portal do Franqueado – Painel">
          <BrandMark className="navbar__logo" />
          <span>Portal do Franqueado</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="navbar-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">Menu</span>
          <span aria-hidden="true">☰</span>
        </button>
        <nav id="navbar-menu" className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`} aria-label="Principal">
          <Link to="/painel" className="navbar__link" activeProps={{ className: 'navbar__link--active' }}>
            PAINEL
          </Link>
          <Link to="/home" className="navbar__link" activeProps={{ className: 'navbar__link--active' }}>
            HOME
          </Link>
          <Link to="/meus-pedidos" className="navbar__link" activeProps={{ className: 'navbar__link--active' }}>
            MEUS PEDIDOS
          </Link>
          {showAdmin && (
            <Link
              to="/admin"
              className={`navbar__link${adminActive ? ' navbar__link--active' : ''}`}
              aria-current={adminActive ? 'page' : undefined}
            >
              ADMIN
            </Link>
          )}
        </nav>
        <button
          type="button"
          className="navbar__cart"
          onClick={() => {
            setMenuOpen(false);
            onOpenCarrinho();
          }}
          aria-label={mensagensLoja.botaoCarrinho(cartCount)}
        >
          <span aria-hidden="true">CARRINHO</span>
          <span className="navbar__badge" aria-hidden="true" data-testid="cart-badge">
            {cartCount}
          </span>
        </button>
        <ProfileMenu />
      </div>
    </header>
  );
}
