import { Outlet, useNavigate } from '@tanstack/react-router';
import { Navbar } from './Navbar.tsx';

/** The signed-in frame: navbar above every protected screen. */
export function AppLayout() {
  const navigate = useNavigate();
  return (
    <>
      <Navbar onOpenCart={() => navigate({ to: '/home' })} />
      <Outlet />
    </>
  );
}
