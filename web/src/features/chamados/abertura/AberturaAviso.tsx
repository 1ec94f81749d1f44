import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The outcome of a submission: the ticket filed (its protocol), or why nothing was filed. */
export type AvisoAbertura =
  | { tipo: 'sucesso'; protocolo: string; vez: number }
  | { tipo: 'falha'; texto: string; detalhes: readonly string[]; vez: number };

/**
 * The banner beside the send button (spec section 8): announced as an alert, and scrolled into view, since
 * on a phone the form is long and the outcome would otherwise be off screen.
 */
export function AberturaAviso({ aviso }: { aviso: AvisoAbertura }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Each new outcome (vez) is brought into view, even when its text is the same as the last one.
    if (aviso.vez > 0) banner.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [aviso.vez]);

  if (aviso.tipo === 'sucesso') {
    return (
      <div ref={banner} key={aviso.vez} className="alert alert--success abertura-aviso" role="alert">
        <p className="abertura-aviso__titulo">{mensagensChamados.sucesso}</p>
        <p>{mensagensChamados.protocolo(aviso.protocolo)}</p>
        <Link to="/meus-chamados" className="abertura-aviso__link">
          {mensagensChamados.tela.verMeusChamados}
        </Link>
      </div>
    );
  }
  return (
    <div ref={banner} key={aviso.vez} className="alert alert--error abertura-aviso" role="alert">
      <p className="abertura-aviso__titulo">{aviso.texto}</p>
      {aviso.detalhes.map((detalhe) => (
        <p key={detalhe}>{detalhe}</p>
      ))}
    </div>
  );
}
