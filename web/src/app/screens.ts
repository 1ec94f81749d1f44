import type { Permissao } from '@portal/shared/domain/permissoes';
import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensLoja } from '@portal/shared/mensagens/loja';

/** A screen's heading as its h1 shows it: a text, or a greeting around the signed-in user's name. */
export type ScreenTitle = string | ((nome: string) => string);

/**
 * Who an address is for: `comSessao` screens live in the signed-in frame (no session: off to `inicioSemSessao`),
 * `semSessao` screens are the sign-ins (a session: off to `inicioComSessao`), `todos` pages show to anyone, and
 * `/` only sends to one of the two.
 */
export type ScreenAccess = 'comSessao' | 'semSessao' | 'todos' | 'raiz';

export interface ScreenEntry {
  acesso: ScreenAccess;
  /**
   * The heading the boot script paints in the page's shell before the code runs (plugins/bootScript.ts;
   * e2e/casca.spec.ts checks it against the screen's h1, in text and place).
   */
  titulo?: ScreenTitle;
  /** What the screen needs: the router guards it with this, and the shell never shows its heading to others. */
  permissao?: Permissao;
}

/**
 * Every address of the portal: the router builds its routes from this table (router.tsx; web/test/router.test.tsx
 * checks it serves exactly these) and the build the boot script's (plugins/bootScript.ts).
 */
export const screens = {
  '/': { acesso: 'raiz' },
  '/login': { acesso: 'semSessao' },
  '/microsoft-login': { acesso: 'semSessao' },
  '/microsoft-login-success': { acesso: 'todos' },
  '/microsoft-login-error': { acesso: 'todos' },
  '/painel': { acesso: 'comSessao', titulo: mensagensTelas.boasVindas },
  '/home': { acesso: 'comSessao', titulo: mensagensLoja.titulo },
  '/meus-pedidos': { acesso: 'comSessao', titulo: mensagensTelas.meusPedidos },
  '/chamados': { acesso: 'comSessao' },
  '/meus-chamados': { acesso: 'comSessao', titulo: mensagensTelas.meusChamados },
  '/admin': { acesso: 'comSessao', permissao: 'isAdmin' },
  '/admin-produtos': { acesso: 'comSessao', permissao: 'canManageProducts' },
  '/admin-pedidos': { acesso: 'comSessao', titulo: mensagensTelas.gerenciamentoPedidos, permissao: 'isAdmin' },
  '/admin-chamados': { acesso: 'comSessao', titulo: mensagensTelas.gestaoChamados, permissao: 'isAdmin' },
  '/users': { acesso: 'comSessao', permissao: 'canManageUsers' },
  '/logs': { acesso: 'comSessao', permissao: 'canAccessLogs' },
  '/admin-unidades': { acesso: 'comSessao', permissao: 'isAdmin' },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenPath = keyof typeof screens;
/** The addresses a permission guards. */
export type GuardedScreenPath = {
  [E in ScreenPath]: (typeof screens)[E] extends { permissao: Permissao } ? E : never;
}[ScreenPath];

/** Where `/` and the guards send a visitor with a session, and one without. */
export const homeSignedIn = '/painel' satisfies ScreenPath;
export const homeSignedOut = '/microsoft-login' satisfies ScreenPath;
