import type { Permissao } from '@portal/shared/domain/permissoes';
import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensLoja } from '@portal/shared/mensagens/loja';

/** A screen's heading as its h1 shows it: a text, or a greeting around the signed-in user's name. */
type Titulo = string | ((nome: string) => string);

/**
 * The signed-in screens whose heading the boot script paints in the page's shell before the code runs
 * (web/vite.config.ts; e2e/casca.spec.ts checks each against its screen's h1, in text and place), and the
 * permission a screen needs, which router.tsx guards with: the shell never shows an admin heading to
 * someone the screen will refuse.
 */
export const telasIniciais = {
  '/painel': { titulo: mensagensTelas.boasVindas },
  '/home': { titulo: mensagensLoja.titulo },
  '/meus-pedidos': { titulo: mensagensTelas.meusPedidos },
  '/admin-pedidos': { titulo: mensagensTelas.gerenciamentoPedidos, permissao: 'isAdmin' },
  '/meus-chamados': { titulo: mensagensChamados.meusChamados },
  '/admin-chamados': { titulo: mensagensChamados.gestao, permissao: 'isAdmin' },
} as const satisfies Record<string, { titulo: Titulo; permissao?: Permissao }>;
