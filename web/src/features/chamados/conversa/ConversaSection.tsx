import { diasParaReabrir, efeitoDaResposta } from '@portal/shared/domain/chamados';
import { mensagensChamados, mensagensConversa } from '@portal/shared/mensagens/chamados';
import type { Chamado, MensagemChamado } from '@portal/shared/schemas/chamado';
import { Link } from '@tanstack/react-router';
import { DateTime } from '../../../components/DateTime.tsx';
import { DetailSection } from '../../../components/Details.tsx';
import { lazyComponent } from '../../../components/lazyComponent.tsx';
import { AnexosChamado } from '../AnexosChamado.tsx';
import { tomDoStatusChamado } from '../chamadosFormatos.ts';
import { type EventoConversa, type Leitor, linhaDoTempo, respostaPropria } from './conversaChamado.ts';

/** The reply form and its form library load on demand, as the order screens' modals do. */
const LazyRespostaChamadoForm = lazyComponent(() =>
  import('./RespostaChamadoForm.tsx').then((modulo) => modulo.RespostaChamadoForm),
);

/** A reply: who (the caller's own as 'Você', the support side marked), when, the text as typed and its files. */
function MensagemItem({ chamado, mensagem, leitor }: { chamado: Chamado; mensagem: MensagemChamado; leitor: Leitor }) {
  const { lado, username } = mensagem.autor;
  const propria = respostaPropria(mensagem, leitor);
  return (
    <li className={`conversa__mensagem conversa__mensagem--${lado}${propria ? ' conversa__mensagem--propria' : ''}`}>
      <p className="conversa__cabecalho">
        <span className="conversa__autor">{propria ? mensagensConversa.voce : username}</span>
        {lado === 'suporte' && (
          <>
            {' '}
            <span className="conversa__selo">{mensagensConversa.suporte}</span>
          </>
        )}{' '}
        <DateTime className="conversa__quando" iso={mensagem.em} />
      </p>
      <p className="conversa__texto">{mensagem.texto}</p>
      {mensagem.anexos.length > 0 && (
        <AnexosChamado chamado={chamado} anexos={mensagem.anexos} rotulo={mensagensConversa.anexosResposta} />
      )}
    </li>
  );
}

/** A status change (the first, the opening): what, who, when; a dot in the status's tone. */
function StatusItem({ evento }: { evento: Extract<EventoConversa, { tipo: 'status' }> }) {
  return (
    <li className={`conversa__evento conversa__evento--${tomDoStatusChamado(evento.status)}`}>
      <span className="conversa__status">
        {evento.abertura ? mensagensConversa.abertura : mensagensConversa.statusPara(evento.status)}
      </span>{' '}
      <span className="conversa__por">{mensagensConversa.por(evento.por)}</span>{' '}
      <DateTime className="conversa__quando" iso={evento.em} />
    </li>
  );
}

/**
 * A ticket's conversation (issue 21): its replies and status changes in one timeline, oldest first, and under it the
 * reply form. The requester cannot reply to a ticket resolved more than `diasParaReabrir` days ago (the API refuses
 * it): a notice sends them to a new ticket instead; within those days a notice says the reply reopens it. A ticket
 * waiting for them ('Aguardando franqueado') says so instead. Admins can always reply.
 */
export function ConversaSection({
  chamado,
  leitor,
  onRespondido,
}: {
  chamado: Chamado;
  leitor: Leitor;
  /** The ticket as a reply left it. */
  onRespondido: (chamado: Chamado) => void;
}) {
  const solicitante = leitor.lado === 'solicitante';
  const efeito = efeitoDaResposta(chamado, leitor.lado, new Date());

  return (
    <DetailSection titulo={mensagensConversa.titulo}>
      <ol className="conversa" aria-label={mensagensConversa.titulo}>
        {linhaDoTempo(chamado).map((evento) =>
          evento.tipo === 'mensagem' ? (
            <MensagemItem key={evento.mensagem.id} chamado={chamado} mensagem={evento.mensagem} leitor={leitor} />
          ) : (
            <StatusItem key={`${evento.em}-${evento.status}`} evento={evento} />
          ),
        )}
      </ol>
      {chamado.mensagens.length === 0 && <p className="conversa__vazia">{mensagensConversa.semMensagens}</p>}

      {solicitante && efeito === 'prazoEncerrado' ? (
        <div className="conversa__aviso conversa__aviso--encerrado">
          <p>{mensagensConversa.prazoEncerrado(diasParaReabrir)}</p>
          <Link to="/chamados" className="button button--secondary">
            {mensagensChamados.novoChamado}
          </Link>
        </div>
      ) : (
        <>
          {solicitante && efeito === 'emAndamento' && (
            <p className="conversa__aviso">
              {chamado.status === 'Resolvido' ? mensagensConversa.reabrira : mensagensConversa.aguardaResposta}
            </p>
          )}
          <LazyRespostaChamadoForm key={chamado.id} chamado={chamado} onRespondido={onRespondido} />
        </>
      )}
    </DetailSection>
  );
}
