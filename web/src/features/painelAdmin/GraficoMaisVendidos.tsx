import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import { FiguraGrafico, GraficoAcessivel } from './FiguraGrafico.tsx';
import { barrasMaisVendidos, type MaisVendido, quadroMaisVendidos, resumoMaisVendidos } from './graficos.ts';

const titulo = mensagensPainelAdmin.maisVendidosTitulo;
const { alturaDaLinha, nome, barra, espessura } = quadroMaisVendidos;

/** This month's most ordered products, as horizontal bars: name and count above each bar. */
export function GraficoMaisVendidos({ itens }: { itens: readonly MaisVendido[] }) {
  const barras = barrasMaisVendidos(itens);
  return (
    <FiguraGrafico titulo={titulo}>
      {barras.length === 0 ? (
        <p className="grafico__vazio">{mensagensPainelAdmin.semVendas}</p>
      ) : (
        <GraficoAcessivel
          titulo={titulo}
          resumo={resumoMaisVendidos(itens)}
          altura={barras.length * alturaDaLinha}
          tabela={{
            colunas: ['Produto', 'Quantidade'],
            linhas: barras.map((item) => ({
              chave: item.produto_id,
              rotulo: item.nome,
              valor: item.quantidade.toLocaleString('pt-BR'),
            })),
          }}
        >
          {barras.map((item, indice) => {
            const topo = indice * alturaDaLinha;
            return (
              <g key={item.produto_id}>
                <text className="grafico__nome" x="0" y={topo + nome}>
                  {item.nomeVisivel !== item.nome && <title>{item.nome}</title>}
                  {item.nomeVisivel}
                </text>
                <text className="grafico__valor" x="100%" y={topo + nome} textAnchor="end">
                  {item.quantidade.toLocaleString('pt-BR')}
                </text>
                <rect
                  className="grafico__trilho"
                  x="0"
                  y={topo + barra}
                  width="100%"
                  height={espessura}
                  rx={espessura / 2}
                />
                <rect
                  className="grafico__barra"
                  x="0"
                  y={topo + barra}
                  width={`${item.largura}%`}
                  height={espessura}
                  rx={espessura / 2}
                />
              </g>
            );
          })}
        </GraficoAcessivel>
      )}
    </FiguraGrafico>
  );
}
