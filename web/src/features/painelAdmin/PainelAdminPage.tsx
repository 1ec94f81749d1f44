import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import type { PainelAdminResponse } from '@portal/shared/schemas/painelAdmin';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { BadgeTone } from '../../components/Badge.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { errorMessage } from '../../lib/apiClient.ts';
import { EstoqueBaixoSection } from '../estoque/index.ts';
import { EnvioEmailsSection } from './EnvioEmailsSection.tsx';
import { GraficoMaisVendidos } from './GraficoMaisVendidos.tsx';
import { GraficoPorSemana } from './GraficoPorSemana.tsx';
import { PrazosChamadosSection } from './PrazosChamadosSection.tsx';
import { painelAdminQuery } from './painelAdminApi.ts';
import { VerbasUnidadesSection } from './VerbasUnidadesSection.tsx';
import '../../components/painel.css';
import './painelAdmin.css';

type Cartao = keyof typeof mensagensPainelAdmin.cartoes;

/** The spec's cards, in its order, with how to read each from the answer and its tone. */
const cartoes: readonly [Cartao, (dados: PainelAdminResponse) => number, BadgeTone][] = [
  ['produtos', (dados) => dados.produtos, 'neutro'],
  ['pedidos', (dados) => dados.pedidos.total, 'neutro'],
  ['pendentes', (dados) => dados.pedidos.pendentes, 'pendente'],
  ['aprovados', (dados) => dados.pedidos.aprovados, 'aprovado'],
  ['emTransporte', (dados) => dados.pedidos.emTransporte, 'transporte'],
  ['entregues', (dados) => dados.pedidos.entregues, 'entregue'],
  ['cancelados', (dados) => dados.pedidos.cancelados, 'cancelado'],
  ['usuarios', (dados) => dados.usuarios, 'neutro'],
];

type Atalho = keyof typeof mensagensPainelAdmin.atalhos;

const atalhos: readonly [Atalho, LinkProps['to'], IconName][] = [
  ['produtos', '/admin-produtos', 'presente'],
  ['pedidos', '/admin-pedidos', 'prancheta'],
  ['chamados', '/admin-chamados', 'chamado'],
  ['usuarios', '/users', 'usuarios'],
  ['logs', '/logs', 'registro'],
  ['unidades', '/admin-unidades', 'gestao'],
];

/**
 * /admin (spec section 2): the counts, shortcuts to the admin screens and, beyond the spec, the products running
 * out of stock, the e-mail outbox's backlog, two charts and the units' gift budgets (issue 36).
 */
export function PainelAdminPage() {
  const painel = useQuery(painelAdminQuery());
  const dados = painel.data;

  return (
    <main className="page painel-admin">
      <h1 className="page__title">{mensagensTelas.painelAdministrativo}</h1>

      {painel.isError && (
        <LoadFailure
          className="painel-admin__erro"
          mensagem={errorMessage(painel.error, mensagensPainelAdmin.erroCarregar)}
          onTentarNovamente={painel.refetch}
        />
      )}

      <StatGrid label={mensagensPainelAdmin.resumoTitulo}>
        {cartoes.map(([chave, valor, tom]) => (
          <StatCard
            key={chave}
            label={mensagensPainelAdmin.cartoes[chave]}
            value={dados ? valor(dados).toLocaleString('pt-BR') : '–'}
            tone={tom}
          />
        ))}
      </StatGrid>

      <section className="painel-admin__secao" aria-labelledby="painel-admin-atalhos">
        <h2 id="painel-admin-atalhos" className="painel-admin__subtitulo">
          {mensagensPainelAdmin.atalhosTitulo}
        </h2>
        <ul className="hub-grid painel-admin__atalhos">
          {atalhos.map(([chave, para, icone]) => (
            <li key={chave}>
              <Link to={para} className="hub-card">
                <Icon name={icone} className="hub-card__icon" />
                <span className="hub-card__title">{mensagensPainelAdmin.atalhos[chave]}</span>
                <span className="hub-card__description">{mensagensPainelAdmin.atalhosDescricao[chave]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {dados ? (
        <>
          <EnvioEmailsSection emails={dados.emails} />
          <PrazosChamadosSection prazos={dados.prazosChamados} />
          <EstoqueBaixoSection itens={dados.estoqueBaixo} />
          <div className="painel-admin__graficos">
            <GraficoPorSemana semanas={dados.pedidosPorSemana} />
            <GraficoMaisVendidos itens={dados.maisVendidos} />
          </div>
          <VerbasUnidadesSection />
        </>
      ) : (
        painel.isPending && <p role="status">{mensagensPainelAdmin.carregando}</p>
      )}
    </main>
  );
}
