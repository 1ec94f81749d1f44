import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { DialogProvider } from '../../components/DialogProvider.tsx';
import {
  CarrinhoNotice,
  CarrinhoTopBar,
  LazyCarrinhoDrawer,
  mostraCarrinhoTopBar,
  recarregarCarrinho,
} from '../carrinho/index.ts';
import { Navbar } from './Navbar.tsx';

/**
 * The signed-in frame: navbar above the screen, the cart top bar on the shop and admin screens, the
 * cart drawer (opened from either) and the dialogs every screen uses.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [carrinhoOpen, setCarrinhoOpen] = useState(false);
  // The drawer comes into the page at its first opening and stays (it keeps its checkout between openings): until
  // then no screen renders it, nor waits for its code.
  const [carrinhoMontado, setCarrinhoMontado] = useState(false);
  const openCarrinho = () => {
    setCarrinhoMontado(true);
    setCarrinhoOpen(true);
  };

  return (
    <DialogProvider>
      <Navbar onOpenCarrinho={openCarrinho} />
      {mostraCarrinhoTopBar(pathname) && <CarrinhoTopBar onOpenCarrinho={openCarrinho} />}
      {children}
      {carrinhoMontado && (
        <LazyCarrinhoDrawer
          open={carrinhoOpen}
          onClose={() => {
            setCarrinhoOpen(false);
            // Spec section 2: closing the drawer refreshes the cart quantity.
            void recarregarCarrinho(queryClient);
          }}
        />
      )}
      <CarrinhoNotice />
    </DialogProvider>
  );
}

/** Every signed-in route renders inside the frame. */
export function AppLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
