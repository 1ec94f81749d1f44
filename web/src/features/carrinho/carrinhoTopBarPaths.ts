// Apart from the bar itself: the boot script draws the bar's place in the shell too (app/bootScript.ts).

/** Spec section 2: the screens that show the top bar with the cart shortcut. */
export const carrinhoTopBarPaths = [
  '/home',
  '/admin-produtos',
  '/admin-pedidos',
  '/admin',
  '/users',
  '/meus-pedidos',
  '/logs',
];

export function mostraCarrinhoTopBar(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return carrinhoTopBarPaths.includes(path);
}
