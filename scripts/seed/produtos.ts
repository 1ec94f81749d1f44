/** Demo products for local mode. Image files live in ./assets (see generate-assets.ts). */
export interface SeedProduto {
  nome: string;
  descricao: string;
  preco: number;
  tamanhos: string[];
  ativo: boolean;
  imagem: string;
  guia?: string;
}

export const seedProdutos: SeedProduto[] = [
  {
    nome: 'Camiseta Polo Bordada',
    descricao: 'Polo em piquet 100% algodão com a marca bordada no peito.',
    preco: 89.9,
    tamanhos: ['P', 'M', 'G', 'GG', 'XG'],
    ativo: true,
    imagem: 'camiseta-polo.png',
    guia: 'guia-camiseta.png',
  },
  {
    nome: 'Boné Trucker',
    descricao: 'Boné com tela traseira e ajuste snapback, logo frontal em relevo.',
    preco: 49.9,
    tamanhos: [],
    ativo: true,
    imagem: 'bone.png',
  },
  {
    nome: 'Caneca de Cerâmica 350 ml',
    descricao: 'Caneca esmaltada, resistente a micro-ondas e lava-louças.',
    preco: 39.9,
    tamanhos: [],
    ativo: true,
    imagem: 'caneca.jpg',
  },
  {
    nome: 'Garrafa Térmica Inox 500 ml',
    descricao: 'Parede dupla a vácuo: bebidas geladas por 24 h e quentes por 12 h.',
    preco: 119.9,
    tamanhos: [],
    ativo: true,
    imagem: 'garrafa-termica.png',
  },
  {
    nome: 'Caderno Executivo A5',
    descricao: 'Capa dura em couro sintético, 160 folhas pautadas e elástico.',
    preco: 54.9,
    tamanhos: [],
    ativo: true,
    imagem: 'caderno.jpg',
  },
  {
    nome: 'Caneta Metálica Premium',
    descricao: 'Caneta esferográfica em metal com gravação a laser.',
    preco: 24.9,
    tamanhos: [],
    ativo: true,
    imagem: 'caneta.png',
  },
  {
    nome: 'Mochila para Notebook',
    descricao: 'Compartimento acolchoado para notebook de até 15,6" e bolsos organizadores.',
    preco: 229.9,
    tamanhos: [],
    ativo: true,
    imagem: 'mochila.png',
  },
  {
    nome: 'Guarda-chuva Automático',
    descricao: 'Abertura automática, haste reforçada e capa protetora.',
    preco: 79.9,
    tamanhos: [],
    ativo: true,
    imagem: 'guarda-chuva.jpg',
  },
  {
    nome: 'Jaqueta Corta-vento',
    descricao: 'Jaqueta leve e impermeável com capuz embutido na gola.',
    preco: 259.9,
    tamanhos: ['P', 'M', 'G', 'GG', 'XG'],
    ativo: true,
    imagem: 'jaqueta.png',
    guia: 'guia-jaqueta.png',
  },
  {
    nome: 'Chaveiro de Couro',
    descricao: 'Chaveiro em couro legítimo com argola niquelada.',
    preco: 19.9,
    tamanhos: [],
    ativo: false,
    imagem: 'chaveiro.png',
  },
];
