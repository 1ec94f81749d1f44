/** Stroke icons (24×24) for the hub cards, status screens, shop, cart and file pickers. */
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
