import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import { FiguraGrafico, GraficoAcessivel } from './FiguraGrafico.tsx';
import { barrasPorSemana, dataDoDia, linhaDeBase, quadroPorSemana, resumoPorSemana, type Semana } from './graficos.ts';

const titulo = mensagensPainelAdmin.pedidosPorSemanaTitulo;

/** Orders per week for the last 12 weeks, as vertical bars with their counts above them. */
export function GraficoPorSemana({ semanas }: { semanas: readonly Semana[] }) {
  return (
    <FiguraGrafico titulo={titulo}>
      <GraficoAcessivel
        titulo={titulo}
        resumo={resumoPorSemana(semanas)}
        altura={quadroPorSemana.altura}
        tabela={{
          colunas: ['Semana (início)', 'Pedidos'],
          linhas: semanas.map((semana) => ({
            chave: semana.inicio,
            rotulo: dataDoDia(semana.inicio, { comAno: true }),
            valor: semana.quantidade.toLocaleString('pt-BR'),
          })),
        }}
      >
        <line className="grafico__base" x1="0" x2="100%" y1={linhaDeBase} y2={linhaDeBase} />
        {barrasPorSemana(semanas).map((barra) => (
          <g key={barra.inicio}>
            <rect
              className="grafico__barra"
              x={`${barra.x}%`}
              y={linhaDeBase - barra.altura}
              width={`${barra.largura}%`}
              height={barra.altura}
            />
            <text
              className={`grafico__valor${barra.quantidade === 0 ? ' grafico__valor--zero' : ''}`}
              x={`${barra.centro}%`}
              y={linhaDeBase - barra.altura - 6}
              textAnchor="middle"
            >
              {barra.quantidade.toLocaleString('pt-BR')}
            </text>
            <text
              className={`grafico__eixo${barra.rotuloOpcional ? ' grafico__eixo--opcional' : ''}`}
              x={`${barra.centro}%`}
              y={quadroPorSemana.altura - 8}
              textAnchor="middle"
            >
              {barra.rotulo}
            </text>
          </g>
        ))}
      </GraficoAcessivel>
    </FiguraGrafico>
  );
}
