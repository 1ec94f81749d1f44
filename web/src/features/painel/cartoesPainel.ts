import { mensagensTelas } from '@portal/shared/mensagens/geral';
import type { LinksPainel } from '@portal/shared/schemas/configPublica';
import type { IconName } from '../../components/Icon.tsx';

export type CartaoPainel = {
  titulo: string;
  descricao: string;
  icone: IconName;
} & (
  | {
      tipo: 'rota';
      para: '/home' | '/chamados';
      /** A second destination of the same tool, shown as a small link on the card. */
      atalho?: { texto: string; para: '/meus-chamados' };
    }
  | { tipo: 'link'; link: keyof LinksPainel }
  | { tipo: 'email' }
);

/** The nine hub cards, in the spec's order (section 1). */
export const cartoesPainel: CartaoPainel[] = [
  {
    titulo: 'Loja de Brindes',
    descricao: 'Peça brindes corporativos para a sua franquia.',
    icone: 'presente',
    tipo: 'rota',
    para: '/home',
  },
  {
    titulo: 'Abertura de Chamados',
    descricao: 'Solicitações de marketing e lançamento de notas.',
    icone: 'chamado',
    tipo: 'rota',
    para: '/chamados',
    atalho: { texto: mensagensTelas.meusChamados, para: '/meus-chamados' },
  },
  {
    titulo: 'Materiais Institucionais',
    descricao: 'Logos, apresentações e manuais da marca.',
    icone: 'pasta',
    tipo: 'link',
    link: 'materiaisInstitucionais',
  },
  {
    titulo: 'Plataforma de Treinamento',
    descricao: 'Cursos e capacitações da rede.',
    icone: 'treinamento',
    tipo: 'link',
    link: 'treinamento',
  },
  { titulo: 'E-mail Corporativo', descricao: 'Acesse a sua caixa de entrada.', icone: 'email', tipo: 'email' },
  {
    titulo: 'BI de Vendas',
    descricao: 'Indicadores e painéis de vendas.',
    icone: 'grafico',
    tipo: 'link',
    link: 'biVendas',
  },
  {
    titulo: 'Painel de Reclamações',
    descricao: 'Acompanhe as reclamações de clientes.',
    icone: 'reclamacao',
    tipo: 'link',
    link: 'reclamacoes',
  },
  {
    titulo: 'Plataforma de Gestão',
    descricao: 'O sistema de gestão da franquia.',
    icone: 'gestao',
    tipo: 'link',
    link: 'gestao',
  },
  {
    titulo: 'Rastreamento de Cargas',
    descricao: 'Acompanhe as suas entregas.',
    icone: 'caminhao',
    tipo: 'link',
    link: 'rastreamento',
  },
];
