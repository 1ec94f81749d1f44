/** Stroke icons (24×24) for the hub cards, status screens, shop, cart, file pickers, admin shortcuts and log actions. */
const paths = {
  presente:
    'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
  chamado: 'M4 5h16v10H8l-4 4zM8 9h8M8 12h5',
  pasta: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  treinamento: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  email: 'M3 5h18v14H3zM3 6l9 7 9-7',
  grafico: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  reclamacao: 'M3 11l14-6v14L3 13zM7 12.5V18h3v-4.2M20 9v4',
  gestao: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18',
  caminhao: 'M1 6h13v10H1zM14 9h4l3 3v4h-7M5 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  cadeado: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  carrinho:
    'M2.5 4h2.6l2.4 11h10.4L20.5 7.5H6.2M10.5 19.5a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0M18.5 19.5a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0',
  fechar: 'M6 6l12 12M18 6L6 18',
  mais: 'M12 5v14M5 12h14',
  menos: 'M5 12h14',
  lixeira: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  voltar: 'M15 5l-7 7 7 7',
  arquivo: 'M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6',
  imagem: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M17 9.5a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0',
  ampliar: 'M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7',
  bussola: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0M15.5 8.5l-2 5-5 2 2-5z',
  // Admin dashboard shortcuts
  prancheta: 'M9 3h6v3H9zM9 4.5H5v16h14v-16h-4M8.5 11h7M8.5 15h5',
  usuarios:
    'M15 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 3 18.5V20M12.5 8a3.5 3.5 0 1 1-7 0a3.5 3.5 0 1 1 7 0M21 20v-1.5a3.5 3.5 0 0 0-2.6-3.4M15.5 4.6a3.5 3.5 0 0 1 0 6.8',
  registro: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  // Activity log actions (spec section 9); deleting uses lixeira
  criar: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0M12 8v8M8 12h8',
  editar: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  finalizar: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0M8 12.5l2.5 2.5L16 9.5',
  cancelar: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0M9 9l6 6M15 9l-6 6',
  entrar: 'M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5M10 17l5-5-5-5M15 12H3',
  sair: 'M10 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5M16 17l5-5-5-5M21 12H9',
  atividade: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0M12 11v5M12 8h.01',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
