import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import { BarrasHorizontais } from './BarrasHorizontais.tsx';
import { FiguraGrafico } from './FiguraGrafico.tsx';
import { barrasMaisVendidos, type MaisVendido, resumoMaisVendidos } from './graficos.ts';

const titulo = mensagensPainelAdmin.maisVendidosTitulo;

/** This month's most ordered products, as horizontal bars: name and count above each bar. */
export function GraficoMaisVendidos({ itens }: { itens: readonly MaisVendido[] }) {
  const barras = barrasMaisVendidos(itens);
  return (
    <FiguraGrafico titulo={titulo}>
      {barras.length === 0 ? (
        <p className="grafico__vazio">{mensagensPainelAdmin.semVendas}</p>
      ) : (
        <BarrasHorizontais
          titulo={titulo}
          resumo={resumoMaisVendidos(itens)}
          colunas={['Produto', 'Quantidade']}
          barras={barras.map((item) => ({
            chave: item.produto_id,
            nome: item.nome,
            nomeVisivel: item.nomeVisivel,
            valor: item.quantidade.toLocaleString('pt-BR'),
            largura: item.largura,
          }))}
        />
      )}
    </FiguraGrafico>
  );
}
